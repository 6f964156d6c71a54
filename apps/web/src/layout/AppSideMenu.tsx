import { SideMenu } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { setSideMenuCollapsed, useLayout } from '../stores/layout';
import { useUnreadCounts } from '../stores/unread';
import { logout } from '../stores/session';
import { sideMenuSections } from './navigation';
import { useAppNavigate } from './useAppNavigate';

/** The chat pages, where the conversation needs the width more than the menu's words. */
const chatPages = new Set(['/chats', '/chat']);

/**
 * The side menu wired to the layout store. Collapsible in the wide side column; inside the narrow
 * screens' menu it shows expanded, without the toggle. Until the member collapses or opens it
 * themselves, it shows icons only on the chat pages: at 1280 px the list, the conversation and
 * the side bar leave the conversation too narrow beside the open menu.
 */
export function AppSideMenu({ collapsible = false }: { collapsible?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { sideMenuCollapsed } = useLayout();
  const onNavigate = useAppNavigate();
  const unread = useUnreadCounts();
  // The message center's unread counts, by item key.
  const badges: Record<string, number | undefined> = {
    chat: unread?.conversations,
    requests: unread?.friendRequests,
    notifications: unread?.notifications,
    announcements: unread?.notices,
  };
  const sections = sideMenuSections(t).map((section) => ({
    ...section,
    items: section.items.map((item) => ({ ...item, badge: badges[item.key] })),
  }));
  return (
    <SideMenu
      labels={{
        menu: t('sideMenu.label'),
        collapse: t('sideMenu.collapse'),
        expand: t('sideMenu.expand'),
        logout: t('sideMenu.logout'),
      }}
      sections={sections}
      activeHref={pathname + search}
      collapsed={collapsible && (sideMenuCollapsed ?? chatPages.has(pathname))}
      onCollapsedChange={
        collapsible ? ({ collapsed }) => setSideMenuCollapsed(collapsed) : undefined
      }
      onNavigate={onNavigate}
      onLogout={() => void logout()}
    />
  );
}
