import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Logo.css';

export type LogoProps = HTMLAttributes<HTMLSpanElement> & {
  /** The product's name, the accessible name of the logo ("Heartline"). */
  name?: string;
  /** small 28 px (bars), medium 36 px, large 56 px (login page). */
  size?: keyof typeof styles.mark;
  /** Shows the name beside the mark; without it only the mark shows (the name stays for readers). */
  showName?: boolean;
  /** brand: the rose gradient (on light and dark surfaces); inverse: white, on the gradient. */
  tone?: 'brand' | 'inverse';
};

/** Heartline's mark (a heart drawn as one line) and name. */
export function Logo({
  name = 'Heartline',
  size = 'medium',
  showName = true,
  tone = 'brand',
  className,
  ...props
}: LogoProps) {
  return (
    <span
      role="img"
      aria-label={name}
      data-tone={tone}
      className={cx(styles.root, styles.gap[size], className)}
      {...props}
    >
      <span className={cx(styles.markBase, styles.mark[size])} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="62%" height="62%" focusable="false">
          <path
            d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z"
            fill="currentColor"
          />
          <path
            d="M5.5 12.5h3l1.5-3 2.5 6 1.8-3.5h4.2"
            fill="none"
            stroke="var(--logo-pulse)"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      {showName && (
        <span className={cx(styles.nameBase, styles.name[size])} aria-hidden="true">
          {name}
        </span>
      )}
    </span>
  );
}
