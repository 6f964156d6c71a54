import { useEffect, useId, type HTMLAttributes, type ReactNode } from 'react';
import { AppLink, type NavigateHandler } from '../../private/AppLink';
import { IconButton } from '../../private/IconButton';
import type { MenuEntry } from '../../private/Menu';
import { CloseIcon } from '../../private/icons';
import { MenuIcon } from '../../private/icons/layoutIcons';
import { cx } from '../../utils/cx';
import { Logo } from '../Logo';
import * as styles from './TopBar.css';
import { TopBarAccountMenu, type TopBarUser } from './TopBarAccountMenu';
import { TopBarLanguageMenu, type TopBarLanguage } from './TopBarLanguageMenu';
import { TopBarSearch, type TopBarSearchLabels, type TopBarSearchProps } from './TopBarSearch';

/** One of the bar's main tabs (encounter, chat, dynamics). */
export type TopBarTab = {
  /** Identifies the tab (`activeTab`). */
  value: string;
  /** The tab's text, translated. */
  label: string;
  /** The path it opens. */
  href: string;
  /** An icon before the text (shown in the narrow menu). */
  icon?: ReactNode;
};

export type TopBarLabels = TopBarSearchLabels & {
  /** Names the tabs' navigation ("Main"). */
  tabs: string;
  /** The language button ("Language"). */
  language: string;
  /** The avatar button ("Account menu"). */
  accountMenu: string;
  /** The narrow screens' menu button ("Menu"). */
  menu: string;
  /** The logo link ("Heartline home"). */
  home: string;
};

export type TopBarProps = Omit<HTMLAttributes<HTMLElement>, 'onSearch'> & {
  /** Texts, translated. */
  labels: TopBarLabels;
  /** The main tabs. */
  tabs: TopBarTab[];
  /** The tab of the current page, if any. */
  activeTab?: string;
  /** Where the logo goes. */
  homeHref?: string;
  /** The product's name beside the logo. */
  productName?: string;
  /** Follows the bar's links inside the app. */
  onNavigate?: NavigateHandler;
  /** The user-ID search (see TopBarSearch). */
  onSearch: TopBarSearchProps['onSearch'];
  /** The member's own numeric account, which the search refuses. */
  ownAccount?: number | string;
  /** The interface languages (from the server). */
  languages: TopBarLanguage[];
  /** The current interface language. */
  language: string;
  /** Called with the language the member picked. */
  onLanguageChange: (change: { code: string }) => void;
  /** The member; the avatar menu shows only with it. */
  user?: TopBarUser;
  /** The avatar menu's entries, translated. */
  accountMenu?: MenuEntry[];
  /** Narrow screens: whether the menu (tabs, search, `menuContent`) is open. */
  menuOpen?: boolean;
  /** Called when the menu button or Escape opens or closes the menu. */
  onMenuOpenChange?: (change: { open: boolean }) => void;
  /** More for the narrow menu, under the tabs and search (the side menu). */
  menuContent?: ReactNode;
};

/** The fixed bar at the top: logo, tabs, user-ID search, language and avatar menus. */
export function TopBar({
  labels,
  tabs,
  activeTab,
  homeHref = '/',
  productName = 'Heartline',
  onNavigate,
  onSearch,
  ownAccount,
  languages,
  language,
  onLanguageChange,
  user,
  accountMenu = [],
  menuOpen = false,
  onMenuOpenChange,
  menuContent,
  className,
  ...props
}: TopBarProps) {
  const panelId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onMenuOpenChange?.({ open: false });
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [menuOpen, onMenuOpenChange]);

  const tabLinks = (variant: 'bar' | 'panel') =>
    tabs.map((tab) => (
      <AppLink
        key={tab.value}
        href={tab.href}
        onNavigate={onNavigate}
        className={variant === 'bar' ? styles.tab : styles.panelTab}
        aria-current={tab.value === activeTab ? 'page' : undefined}
      >
        {variant === 'panel' && tab.icon}
        {tab.label}
      </AppLink>
    ));
  const search = <TopBarSearch labels={labels} onSearch={onSearch} ownAccount={ownAccount} />;

  return (
    <header className={cx(styles.root, className)} {...props}>
      <div className={styles.bar}>
        <IconButton
          label={labels.menu}
          icon={menuOpen ? <CloseIcon /> : <MenuIcon />}
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={() => onMenuOpenChange?.({ open: !menuOpen })}
        />
        <AppLink
          href={homeHref}
          onNavigate={onNavigate}
          className={styles.logoLink}
          aria-label={labels.home}
        >
          <Logo size="small" name={productName} />
        </AppLink>
        <nav aria-label={labels.tabs} className={styles.tabs}>
          {tabLinks('bar')}
        </nav>
        <div className={styles.end}>
          <div className={styles.barSearch}>{search}</div>
          <TopBarLanguageMenu
            languages={languages}
            language={language}
            label={labels.language}
            onLanguageChange={onLanguageChange}
          />
          {user && (
            <TopBarAccountMenu user={user} entries={accountMenu} label={labels.accountMenu} />
          )}
        </div>
      </div>
      <div id={panelId} className={styles.panel} hidden={!menuOpen}>
        {menuOpen && (
          <>
            <nav aria-label={labels.tabs} className={styles.panelTabs}>
              {tabLinks('panel')}
            </nav>
            {search}
            {menuContent}
          </>
        )}
      </div>
    </header>
  );
}
