import { formatCount } from '../../private/format';
import { ChatIcon, HeartIcon } from '../../private/icons';
import { TranslateIcon } from '../../private/icons/layoutIcons';
import { Spinner } from '../../private/Spinner';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import type { DynamicCardDynamic, DynamicCardProps } from './DynamicCard';
import * as styles from './DynamicCardFooter.css';
import type { DynamicCardLabels } from './labels';

type DynamicCardFooterProps = Pick<
  DynamicCardProps,
  'locale' | 'onLike' | 'onComment' | 'onTranslate'
> & {
  dynamic: DynamicCardDynamic;
  labels: DynamicCardLabels;
  translating: boolean;
};

/** Like (with its count), comments (with theirs) and translate. Hidden counts (null) show no number. */
export function DynamicCardFooter({
  dynamic,
  labels,
  locale,
  translating,
  ...props
}: DynamicCardFooterProps) {
  const dynamicId = dynamic.id;
  const count = (value: number | null) =>
    value !== null &&
    value > 0 && <span className={styles.count}>{formatCount(value, { locale })}</span>;
  return (
    <footer className={styles.footer}>
      {props.onLike && (
        <button
          type="button"
          className={styles.action}
          aria-pressed={dynamic.supported}
          data-liked={dynamic.supported || undefined}
          onClick={() => props.onLike?.({ dynamicId, like: !dynamic.supported })}
        >
          <HeartIcon
            className={styles.actionIcon}
            fill={dynamic.supported ? 'currentColor' : 'none'}
          />
          <span className={visuallyHidden}>{labels.like} </span>
          {count(dynamic.likes)}
        </button>
      )}
      {props.onComment && (
        <button
          type="button"
          className={styles.action}
          onClick={() => props.onComment?.({ dynamicId })}
        >
          <ChatIcon className={styles.actionIcon} />
          <span className={visuallyHidden}>{labels.comments} </span>
          {count(dynamic.comments)}
        </button>
      )}
      {props.onTranslate && dynamic.content && (
        <button
          type="button"
          className={styles.action}
          aria-busy={translating || undefined}
          disabled={translating}
          onClick={() => props.onTranslate?.({ dynamicId })}
        >
          {translating ? <Spinner size="small" /> : <TranslateIcon className={styles.actionIcon} />}
          {labels.translate}
        </button>
      )}
    </footer>
  );
}
