import { formatCount } from '../../private/format';
import { cx } from '../../utils/cx';
import * as styles from './ProfileHeaderCounts.css';

export type ProfileCountKind = 'fans' | 'follow' | 'friends' | 'visitors' | 'likes';

export type ProfileHeaderCountsProps = {
  counts: Record<ProfileCountKind, number>;
  labels: Record<ProfileCountKind, string>;
  /** Names the row for screen readers ("Social counts"). */
  label?: string;
  locale?: string;
  onOpenCount?: (open: { kind: ProfileCountKind; count: number }) => void;
};

const kinds: ProfileCountKind[] = ['fans', 'follow', 'friends', 'visitors', 'likes'];

/** The five counts; each is a button when the owner can open its list. */
export function ProfileHeaderCounts({
  counts,
  labels,
  label,
  locale,
  onOpenCount,
}: ProfileHeaderCountsProps) {
  return (
    <ul className={styles.counts} aria-label={label}>
      {kinds.map((kind) => {
        const content = (
          <>
            <span className={styles.countValue}>{formatCount(counts[kind], { locale })}</span>{' '}
            <span className={styles.countLabel}>{labels[kind]}</span>
          </>
        );
        return (
          <li key={kind} className={styles.countItem}>
            {onOpenCount ? (
              <button
                type="button"
                className={cx(styles.count, styles.countButton)}
                onClick={() => onOpenCount({ kind, count: counts[kind] })}
              >
                {content}
              </button>
            ) : (
              <span className={styles.count}>{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
