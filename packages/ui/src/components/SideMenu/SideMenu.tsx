import { useId, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { AppLink, type NavigateHandler } from '../../private/AppLink';
import { ChevronLeftIcon, LogoutIcon } from '../../private/icons/layoutIcons';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import { cx } from '../../utils/cx';
import { Tooltip } from '../../private/Tooltip';
import * as styles from './SideMenu.css';

/** One link of the side menu. */
export type SideMenuItem = {
  /** Identifies the item in its section. */
  key: string;
  /** The item's text, translated. */
  label: string;
  /** The path it opens. */
  href: string;
  /** Its icon (shown alone while the menu is collapsed). */
  icon: ReactNode;
  /** An unread count (0 or absent: none). */
  badge?: number;
};

/** A titled group of links (Personal center, Social relations, Message center). */
export type SideMenuSection = {
  key: string;
  /** The group's title, translated. */
  title: string;
  items: SideMenuItem[];
};

export type SideMenuLabels = {
  /** Names the navigation ("Menu"). */
  menu: string;
  /** The toggle while expanded ("Collapse menu"). */
  collapse: string;
  /** The toggle while collapsed ("Expand menu"). */
  expand: string;
  /** The last entry ("Log out"). */
  logout: string;
};

export type SideMenuProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Texts, translated. */
  labels: SideMenuLabels;
  /** The groups in order. */
  sections: SideMenuSection[];
  /** The current path: its item is marked as the current page. */
  activeHref?: string;
  /** Icons only, each named by a tooltip. */
  collapsed?: boolean;
  /** Called when the member collapses or expands the menu; no toggle shows without it. */
  onCollapsedChange?: (change: { collapsed: boolean }) => void;
  /** Follows the menu's links inside the app. */
  onNavigate?: NavigateHandler;
  /** Called when the member picks "Log out". */
  onLogout: () => void;
};

/** The personal center, social and message links, and log out; collapses to an icon rail. */
export function SideMenu({
  labels,
  sections,
  activeHref,
  collapsed = false,
  onCollapsedChange,
  onNavigate,
  onLogout,
  className,
  ...props
}: SideMenuProps) {
  const id = useId();
  const named = (label: string, element: ReactElement) =>
    collapsed ? (
      // Names in tooltips only while collapsed. The item stays the same element when the bubble's
      // code loads (when a first tooltip shows), so a press during that load still lands.
      <Tooltip content={label} side="right">
        {element}
      </Tooltip>
    ) : (
      element
    );
  const text = (label: string) => (
    <span className={collapsed ? visuallyHidden : styles.label}>{label}</span>
  );

  return (
    <nav
      aria-label={labels.menu}
      data-collapsed={collapsed}
      className={cx(styles.root, className)}
      {...props}
    >
      {onCollapsedChange &&
        named(
          collapsed ? labels.expand : labels.collapse,
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={!collapsed}
            aria-label={collapsed ? labels.expand : labels.collapse}
            onClick={() => onCollapsedChange({ collapsed: !collapsed })}
          >
            <ChevronLeftIcon className={styles.toggleIcon} />
          </button>,
        )}
      {sections.map((section) => (
        <div key={section.key} className={styles.section}>
          <h2 id={`${id}-${section.key}`} className={collapsed ? visuallyHidden : styles.title}>
            {section.title}
          </h2>
          <ul className={styles.list} aria-labelledby={`${id}-${section.key}`}>
            {section.items.map((item) => {
              const badge = item.badge ?? 0;
              return (
                <li key={item.key}>
                  {named(
                    item.label,
                    <AppLink
                      href={item.href}
                      onNavigate={onNavigate}
                      className={styles.item}
                      aria-current={item.href === activeHref ? 'page' : undefined}
                    >
                      <span className={styles.icon}>{item.icon}</span>
                      {text(item.label)}
                      {badge > 0 && (
                        <>
                          <span className={styles.badge} aria-hidden="true">
                            {badge > 99 ? '99+' : badge}
                          </span>
                          <span className={visuallyHidden}> ({badge})</span>
                        </>
                      )}
                    </AppLink>,
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <div className={styles.separator} aria-hidden="true" />
      {named(
        labels.logout,
        <button type="button" className={cx(styles.item, styles.logout)} onClick={onLogout}>
          <span className={styles.icon}>
            <LogoutIcon />
          </span>
          {text(labels.logout)}
        </button>,
      )}
    </nav>
  );
}
