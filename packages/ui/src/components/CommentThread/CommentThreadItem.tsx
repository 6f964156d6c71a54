import { useId, type ReactNode } from 'react';
import { EmojiText } from '../../emoji';
import { Avatar } from '../../private/Avatar';
import { fillLabel, formatShortTime } from '../../private/format';
import { ChevronRightIcon } from '../../private/icons';
import { TranslateIcon } from '../../private/icons/layoutIcons';
import { memberLevelOf } from '../../private/member';
import { Spinner } from '../../private/Spinner';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import type { ThreadComment, ThreadReply } from './CommentThread';
import * as styles from './CommentThreadItem.css';
import type { CommentThreadLabels } from './labels';

type CommentThreadItemProps = {
  comment: ThreadComment | ThreadReply;
  own: boolean;
  labels: CommentThreadLabels;
  timeZone?: string;
  translating: boolean;
  onReply?: () => void;
  onDelete?: () => void;
  onTranslate?: () => void;
  /** The replies under a top-level comment. */
  children?: ReactNode;
};

/** One comment or reply: who, to whom, what, its translation, when, and its actions. */
export function CommentThreadItem({
  comment,
  own,
  labels,
  timeZone,
  translating,
  onReply,
  onDelete,
  onTranslate,
  children,
}: CommentThreadItemProps) {
  const nameId = useId();
  const { user, replyTo } = comment;
  return (
    <article aria-labelledby={nameId} className={styles.item}>
      <Avatar
        name={user.nickname}
        src={user.avatar || undefined}
        size="small"
        level={memberLevelOf(user.vipLevel)}
      />
      <div className={styles.itemBody}>
        <p className={styles.names}>
          <span id={nameId} className={styles.name}>
            {user.nickname}
          </span>
          {replyTo && (
            <>
              <ChevronRightIcon className={styles.arrow} />
              <span className={visuallyHidden}>{labels.repliedTo}</span>
              <span className={styles.replyTo}>{replyTo.nickname}</span>
            </>
          )}
        </p>
        <p className={styles.text}>
          <EmojiText text={comment.content} />
        </p>
        {comment.translation && (
          <div className={styles.translation}>
            <span className={styles.translationLabel}>
              <TranslateIcon />
              {labels.translation}
            </span>
            <EmojiText text={comment.translation} />
          </div>
        )}
        <div className={styles.meta}>
          <time dateTime={comment.createTime} className={styles.time}>
            {formatShortTime(comment.createTime, { timeZone })}
          </time>
          {onReply && (
            <button
              type="button"
              className={styles.action}
              aria-label={fillLabel(labels.replyTo, { name: user.nickname })}
              onClick={onReply}
            >
              {labels.reply}
            </button>
          )}
          {/* One's own words need no translation: as in chat, only others' are translated. */}
          {onTranslate && !own && !comment.translation && (
            <button
              type="button"
              className={styles.action}
              onClick={onTranslate}
              disabled={translating}
              aria-busy={translating || undefined}
            >
              {translating && <Spinner size="small" />}
              {labels.translate}
            </button>
          )}
          {own && onDelete && (
            <button type="button" className={styles.action} data-tone="danger" onClick={onDelete}>
              {labels.delete}
            </button>
          )}
        </div>
        {children}
      </div>
    </article>
  );
}
