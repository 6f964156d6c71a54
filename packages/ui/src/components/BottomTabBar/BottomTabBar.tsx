import type { HTMLAttributes, ReactNode } from 'react';
import { AppLink, type NavigateHandler } from '../../private/AppLink';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './BottomTabBar.css';

/** One tab of the bar (my, encounter, dynamics, chats). */
export type BottomTab = {
  /** Identifies the tab (`activeTab`). */
  value: string;
  /** The tab's text, translated. */
  label: string;
  /** The path it opens. */
  href: string;
  /** Its icon. */
  icon: ReactNode;
  /** An unread count (0 or absent: none). */
  badge?: number;
};

export type BottomTabBarProps = HTMLAttributes<HTMLElement> & {
  /** The tabs in order. */
  tabs: BottomTab[];
  /** The tab of the current page. */
  activeTab?: string;
  /** Names the navigation, translated ("Main"). */
  label: string;
  /** Follows the tabs inside the app. */
  onNavigate?: NavigateHandler;
};

/** Narrow screens' tab bar at the bottom, the active tab following the path. */
export function BottomTabBar({
  tabs,
  activeTab,
  label,
  onNavigate,
  className,
  ...props
}: BottomTabBarProps) {
  return (
    <nav aria-label={label} className={cx(styles.root, className)} {...props}>
      {tabs.map((tab) => {
        const badge = tab.badge ?? 0;
        return (
          <AppLink
            key={tab.value}
            href={tab.href}
            onNavigate={onNavigate}
            className={styles.tab}
            aria-current={tab.value === activeTab ? 'page' : undefined}
          >
            <span className={styles.icon}>
              {tab.icon}
              {badge > 0 && (
                <span className={styles.badge} aria-hidden="true">
                  {badge > 99 ? '99+' : badge}
                </span>
              )}
            </span>
            <span className={styles.label}>{tab.label}</span>
            {badge > 0 && <span className={visuallyHidden}> ({badge})</span>}
          </AppLink>
        );
      })}
    </nav>
  );
}
