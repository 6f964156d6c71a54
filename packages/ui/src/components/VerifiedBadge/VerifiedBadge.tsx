import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './VerifiedBadge.css';

export type VerifiedBadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> & {
  /** The badge's accessible name and tooltip, translated ("Verified"). */
  label: string;
};

// An eight-lobed seal: a scalloped circle drawn with arcs between eight points on a ring.
const sealPath =
  'M12 3.4A3.9 3.9 0 0 1 18.08 5.92A3.9 3.9 0 0 1 20.6 12A3.9 3.9 0 0 1 18.08 18.08' +
  'A3.9 3.9 0 0 1 12 20.6A3.9 3.9 0 0 1 5.92 18.08A3.9 3.9 0 0 1 3.4 12' +
  'A3.9 3.9 0 0 1 5.92 5.92A3.9 3.9 0 0 1 12 3.4Z';

/**
 * The photo-verified mark after a member's name: a check in a seal, one image with a name for
 * screen readers. Its size follows the surrounding font, so it fits a list row or a heading.
 */
export function VerifiedBadge({ label, className, ...props }: VerifiedBadgeProps) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cx(styles.root, className)}
      {...props}
    >
      <svg viewBox="0 0 24 24" className={styles.seal} aria-hidden="true" focusable="false">
        <path d={sealPath} fill="currentColor" />
        <path
          d="M8.6 12.2l2.3 2.3 4.6-4.8"
          fill="none"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          className={styles.check}
        />
      </svg>
    </span>
  );
}
