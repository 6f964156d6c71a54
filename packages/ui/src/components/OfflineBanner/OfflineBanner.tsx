import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './OfflineBanner.css';

export type OfflineBannerProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'title'> & {
  /** What happened, translated ("You are offline"). */
  title: string;
  /** What still works and what happens next, translated; optional. */
  description?: string;
};

/**
 * Says the device is offline, above a page that shows what was kept on the device. A polite
 * live region: a screen reader hears it when it appears, without being interrupted.
 */
export function OfflineBanner({ title, description, className, ...props }: OfflineBannerProps) {
  return (
    <div role="status" className={cx(styles.root, className)} {...props}>
      <svg
        viewBox="0 0 24 24"
        className={styles.icon}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {/* A cloud, struck through. */}
        <path d="M7 18h10.5a4 4 0 0 0 1.2-7.8A6 6 0 0 0 7.4 8.2 4.9 4.9 0 0 0 7 18z" />
        <path d="M3 3l18 18" />
      </svg>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {description && <p className={styles.description}>{description}</p>}
      </div>
    </div>
  );
}
