import { TopBar } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isInterfaceLanguage } from '../i18n/languages';
import { switchLanguage, useLanguage } from '../stores/language';
import { setMenuOpen, useLayout } from '../stores/layout';
import { searchUser } from '../stores/search';
import { logout, useSession } from '../stores/session';
import { AppSideMenu } from './AppSideMenu';
import { accountHref, activeTabOf, topBarTabs } from './navigation';
import { useAppNavigate } from './useAppNavigate';

/** The top bar wired to the session, language and layout stores. */
export function AppTopBar({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onNavigate = useAppNavigate();
  const { pathname } = useLocation();
  const { me } = useSession();
  const languages = useLanguage();
  const { menuOpen } = useLayout();

  return (
    <TopBar
      className={className}
      labels={{
        tabs: t('nav.main'),
        language: t('topBar.language'),
        accountMenu: t('topBar.accountMenu'),
        menu: t('nav.menu'),
        home: t('nav.home'),
        search: t('topBar.searchLabel'),
        searchPlaceholder: t('topBar.searchPlaceholder'),
        searchButton: t('topBar.searchButton'),
        searchEmpty: t('search.empty'),
        searchOwnAccount: t('search.ownAccount'),
      }}
      tabs={topBarTabs(t)}
      activeTab={activeTabOf(pathname)}
      homeHref="/encounter"
      onNavigate={onNavigate}
      ownAccount={me?.account}
      onSearch={async ({ account }) => {
        const result = await searchUser(account);
        if ('warning' in result) return result.warning;
        navigate(`/profile/${result.profileId}`);
      }}
      languages={[...languages.options]}
      language={languages.current}
      onLanguageChange={({ code }) => {
        if (isInterfaceLanguage(code)) void switchLanguage(code);
      }}
      user={me ? { nickname: me.nickname, avatar: me.avatar, vipLevel: me.vipLevel } : undefined}
      accountMenu={[
        { key: 'profile', label: t('accountMenu.profile'), onSelect: () => navigate('/profile') },
        {
          key: 'edit',
          label: t('accountMenu.editInfo'),
          onSelect: () => navigate('/profile/edit'),
        },
        {
          key: 'account',
          label: t('accountMenu.myAccount'),
          onSelect: () => navigate(accountHref.coins),
        },
        {
          key: 'visitors',
          label: t('accountMenu.myVisitors'),
          onSelect: () => navigate('/myVisitors'),
        },
        // The screens without a tab or side-menu entry of their own on wide screens.
        { key: 'gifts', label: t('pages.gifts'), onSelect: () => navigate('/gifts') },
        { key: 'orders', label: t('pages.myOrder'), onSelect: () => navigate('/myOrder') },
        { key: 'settings', label: t('pages.settings'), onSelect: () => navigate('/settings') },
        { type: 'separator', key: 'separator' },
        {
          key: 'logout',
          label: t('accountMenu.logout'),
          tone: 'danger',
          onSelect: () => void logout(),
        },
      ]}
      menuOpen={menuOpen}
      onMenuOpenChange={({ open }) => setMenuOpen(open)}
      menuContent={<AppSideMenu />}
    />
  );
}
