import {
  BagIcon,
  BellIcon,
  ChatIcon,
  CompassIcon,
  EditIcon,
  EyeIcon,
  GiftIcon,
  HeartIcon,
  HomeIcon,
  ImageIcon,
  MegaphoneIcon,
  PackageIcon,
  SettingsIcon,
  SparklesIcon,
  UserIcon,
  UserPlusIcon,
  UsersIcon,
  WalletIcon,
  type BottomTab,
  type SideMenuSection,
  type TopBarTab,
} from '@heartline/ui';
import type { TFunction } from 'i18next';

/** The account page's tabs (decisions.md: /account?tab=translation|coins|vip|bills). */
export const accountHref = {
  coins: '/account?tab=coins',
  translation: '/account?tab=translation',
} as const;

/**
 * The bottom tab bar shows only where the page allows (spec section 2): the conversation view
 * (/chat) needs the room for its input.
 */
export function showsBottomTabBar(pathname: string) {
  return pathname !== '/chat';
}

/** Which main tab a path belongs to, for the top bar and the bottom tab bar. */
export function activeTabOf(pathname: string): string | undefined {
  if (pathname === '/' || pathname.startsWith('/encounter')) return 'encounter';
  if (pathname.startsWith('/chat')) return pathname === '/chats' ? 'chats' : 'chat';
  if (pathname.startsWith('/dynamic') || pathname === '/myspace') return 'dynamics';
  if (pathname === '/myInfo') return 'my';
  return undefined;
}

/** The top bar's three tabs: encounter, chat, dynamics. */
export function topBarTabs(t: TFunction): TopBarTab[] {
  return [
    { value: 'encounter', label: t('nav.encounter'), href: '/encounter', icon: <CompassIcon /> },
    { value: 'chat', label: t('nav.chat'), href: '/chat', icon: <ChatIcon /> },
    { value: 'dynamics', label: t('nav.dynamics'), href: '/dynamicSquare', icon: <SparklesIcon /> },
  ];
}

/** Narrow screens' bottom tabs: my, encounter, dynamics, chats. */
export function bottomTabs(t: TFunction): BottomTab[] {
  return [
    { value: 'my', label: t('nav.my'), href: '/myInfo', icon: <UserIcon /> },
    { value: 'encounter', label: t('nav.encounter'), href: '/encounter', icon: <CompassIcon /> },
    { value: 'dynamics', label: t('nav.dynamics'), href: '/dynamicSquare', icon: <SparklesIcon /> },
    { value: 'chats', label: t('nav.chats'), href: '/chats', icon: <ChatIcon /> },
  ];
}

/** The side menu: personal center, social relations, message center (log out is its own). */
export function sideMenuSections(t: TFunction): SideMenuSection[] {
  return [
    {
      key: 'personal',
      title: t('sideMenu.personalCenter'),
      items: [
        { key: 'home', label: t('sideMenu.myHomepage'), href: '/profile', icon: <HomeIcon /> },
        {
          key: 'edit',
          label: t('sideMenu.editProfile'),
          href: '/profile/edit',
          icon: <EditIcon />,
        },
        {
          key: 'account',
          label: t('sideMenu.myAccount'),
          href: accountHref.coins,
          icon: <WalletIcon />,
        },
        { key: 'album', label: t('pages.album'), href: '/album', icon: <ImageIcon /> },
        { key: 'myspace', label: t('pages.myspace'), href: '/myspace', icon: <SparklesIcon /> },
        { key: 'gifts', label: t('pages.gifts'), href: '/gifts', icon: <GiftIcon /> },
        { key: 'mall', label: t('pages.shopping'), href: '/shopping', icon: <BagIcon /> },
        { key: 'orders', label: t('pages.myOrder'), href: '/myOrder', icon: <PackageIcon /> },
        { key: 'settings', label: t('pages.settings'), href: '/settings', icon: <SettingsIcon /> },
      ],
    },
    {
      key: 'social',
      title: t('sideMenu.socialRelations'),
      items: [
        { key: 'friends', label: t('sideMenu.friends'), href: '/friends', icon: <UsersIcon /> },
        { key: 'visitors', label: t('sideMenu.visitors'), href: '/visitors', icon: <EyeIcon /> },
        { key: 'followers', label: t('pages.followMe'), href: '/followMe', icon: <UsersIcon /> },
        { key: 'following', label: t('pages.myLike'), href: '/myLike', icon: <HeartIcon /> },
      ],
    },
    {
      key: 'messages',
      title: t('sideMenu.messageCenter'),
      items: [
        { key: 'chat', label: t('sideMenu.messages'), href: '/chat', icon: <ChatIcon /> },
        {
          key: 'requests',
          label: t('sideMenu.friendRequests'),
          href: '/friend-requests',
          icon: <UserPlusIcon />,
        },
        {
          key: 'notifications',
          label: t('sideMenu.notifications'),
          href: '/notifications',
          icon: <BellIcon />,
        },
        {
          key: 'announcements',
          label: t('sideMenu.announcements'),
          href: '/announcements',
          icon: <MegaphoneIcon />,
        },
      ],
    },
  ];
}
