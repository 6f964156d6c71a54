import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './Spinner.css';

export type SpinnerProps = HTMLAttributes<HTMLSpanElement> & {
  /** small 16 px, medium 20 px, large 32 px. */
  size?: keyof typeof styles.size;
  /** Announced to screen readers ("Loading…", translated). Leave out inside a labelled control. */
  label?: string;
};

/** A turning ring in the current text colour. */
export function Spinner({ size = 'medium', label, className, ...props }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
      className={cx(styles.root, styles.size[size], className)}
      {...props}
    >
      <svg viewBox="0 0 24 24" width="100%" height="100%" fill="none" aria-hidden="true">
        <circle
          className={styles.track}
          cx="12"
          cy="12"
          r="9"
          stroke="currentColor"
          strokeWidth="3"
        />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {label && <span className={visuallyHidden}>{label}</span>}
    </span>
  );
}
