import type { HTMLAttributes } from 'react';
import { AppLink, type NavigateHandler } from '../../private/AppLink';
import { Avatar } from '../../private/Avatar';
import { TranslateIcon } from '../../private/icons/layoutIcons';
import { MemberBadge, memberLevelOf } from '../../private/member';
import { cx } from '../../utils/cx';
import { CoinBalance } from '../CoinBalance';
import { formatCoins } from '../CoinBalance/formatCoins';
import * as styles from './SideBar.css';
import { SideBarShortcuts, type SideBarShortcutsProps } from './SideBarShortcuts';

/** The member shown in the side bar (fields of UserInfo). */
export type SideBarUser = {
  nickname: string;
  avatar?: string;
  /** The numeric account shown as the ID. */
  account: number;
  /** 0 normal, 1 VIP, 2 SVIP. */
  vipLevel: number;
};

export type SideBarLabels = {
  /** Names the side bar ("My summary"). */
  region: string;
  /** Before the account number ("ID"). */
  id: string;
  /** The avatar link ("My profile"). */
  profile: string;
  /** The coin balance ("Gold coins"). */
  coins: string;
  /** The coin balance's button ("Recharge"). */
  recharge: string;
  /** The translation count ("Translation characters"). */
  translation: string;
  /** Member level badges. */
  vip: string;
  svip: string;
  /** The icon buttons' group ("Quick access"). */
  shortcuts: string;
  /** Each icon button. */
  shortcut: SideBarShortcutsProps['labels'];
  /** While the member is loading ("Loading"). */
  loading: string;
};

export type SideBarProps = HTMLAttributes<HTMLElement> & {
  /** Texts, translated. */
  labels: SideBarLabels;
  /** The member; a skeleton shows while it is absent. */
  user?: SideBarUser | null;
  /** Gold coins. */
  balance?: number;
  /** Translation characters left (character plus vipCharacter). */
  translationCount?: number;
  /** Formats numbers for this locale. */
  locale?: string;
  /** The member's own profile. */
  profileHref: string;
  /** The coins tab of the account page. */
  coinsHref: string;
  /** The translation tab of the account page. */
  translationHref: string;
  /** Follows the side bar's links inside the app. */
  onNavigate?: NavigateHandler;
} & Pick<SideBarShortcutsProps, 'badges' | 'onShortcut'> & {
    /** The icon button whose window is open. */
    activeShortcut?: SideBarShortcutsProps['active'];
  };

/** The member's card: avatar, nickname, level, ID, coins, translation characters, six shortcuts. */
export function SideBar({
  labels,
  user,
  balance = 0,
  translationCount = 0,
  locale,
  profileHref,
  coinsHref,
  translationHref,
  onNavigate,
  badges,
  activeShortcut,
  onShortcut,
  className,
  ...props
}: SideBarProps) {
  const level = memberLevelOf(user?.vipLevel);
  return (
    <aside
      aria-label={labels.region}
      aria-busy={!user || undefined}
      className={cx(styles.root, className)}
      {...props}
    >
      <div className={styles.identity}>
        <AppLink href={profileHref} onNavigate={onNavigate} className={styles.avatarLink}>
          <Avatar
            name={user ? `${labels.profile}: ${user.nickname}` : labels.loading}
            src={user?.avatar}
            size="large"
            level={level}
          />
        </AppLink>
        <div className={styles.names}>
          {user ? (
            <>
              <span className={styles.nameRow}>
                <span className={styles.nickname}>{user.nickname}</span>
                <MemberBadge
                  vipLevel={user.vipLevel}
                  labels={{ vip: labels.vip, svip: labels.svip }}
                />
              </span>
              <span className={styles.account}>
                {labels.id} {user.account}
              </span>
            </>
          ) : (
            <>
              <span className={styles.skeletonName} />
              <span className={styles.skeletonId} />
            </>
          )}
        </div>
      </div>
      <div className={styles.wallet}>
        <CoinBalance
          balance={balance}
          label={labels.coins}
          locale={locale}
          loading={!user}
          loadingLabel={labels.loading}
          rechargeLabel={labels.recharge}
          onRecharge={() =>
            onNavigate ? onNavigate({ href: coinsHref }) : window.location.assign(coinsHref)
          }
        />
        <AppLink href={translationHref} onNavigate={onNavigate} className={styles.translation}>
          <TranslateIcon className={styles.translationIcon} />
          <span className={styles.translationText}>
            <span className={styles.translationCount}>
              {user ? formatCoins(translationCount, { locale, short: true }) : '–'}
            </span>
            <span className={styles.translationLabel}>{labels.translation}</span>
          </span>
        </AppLink>
      </div>
      <SideBarShortcuts
        labels={labels.shortcut}
        groupLabel={labels.shortcuts}
        badges={badges}
        active={activeShortcut}
        onShortcut={onShortcut}
      />
    </aside>
  );
}
