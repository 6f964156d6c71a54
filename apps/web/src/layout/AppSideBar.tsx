import { SideBar } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { chooseShortcut, useLayout } from '../stores/layout';
import { unreadBadges, useUnreadCounts } from '../stores/unread';
import { useSession } from '../stores/session';
import { accountHref } from './navigation';
import { useAppNavigate } from './useAppNavigate';

/**
 * The side bar wired to my-info: avatar, nickname, VIP badge, ID, coins, translation characters
 * (character plus vipCharacter). Its six buttons toggle the floating chat window on wide screens
 * and go to /chats on narrow ones.
 */
export function AppSideBar({ wide, className }: { wide: boolean; className?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const onNavigate = useAppNavigate();
  const { me } = useSession();
  const { chatWindow } = useLayout();
  const unread = useUnreadCounts();
  const wallet = me?.userAccountVo;

  return (
    <SideBar
      className={className}
      labels={{
        region: t('sideBar.region'),
        id: t('sideBar.id'),
        profile: t('sideBar.profile'),
        coins: t('sideBar.coins'),
        recharge: t('sideBar.recharge'),
        translation: t('sideBar.translation'),
        vip: t('sideBar.vip'),
        svip: t('sideBar.svip'),
        shortcuts: t('sideBar.shortcuts'),
        loading: t('sideBar.loading'),
        shortcut: {
          friendRequests: t('shortcuts.friendRequests'),
          announcements: t('shortcuts.announcements'),
          notifications: t('shortcuts.notifications'),
          customerService: t('shortcuts.customerService'),
          recentChats: t('shortcuts.recentChats'),
          addressBook: t('shortcuts.addressBook'),
        },
      }}
      user={
        me && {
          nickname: me.nickname,
          avatar: me.avatar,
          account: me.account,
          vipLevel: me.vipLevel,
        }
      }
      balance={wallet?.goldCoin}
      translationCount={wallet ? wallet.character + wallet.vipCharacter : undefined}
      locale={i18n.language}
      profileHref="/profile"
      coinsHref={accountHref.coins}
      translationHref={accountHref.translation}
      onNavigate={onNavigate}
      badges={unread ? unreadBadges(unread) : undefined}
      activeShortcut={wide ? chatWindow : null}
      onShortcut={({ key }) => {
        chooseShortcut(key, { toggleWindow: wide });
        if (!wide) navigate('/chats');
      }}
    />
  );
}
