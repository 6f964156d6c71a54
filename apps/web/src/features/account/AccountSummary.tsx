import { Button, CoinBalance, CrownIcon, TranslateIcon } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatExpiry } from './membership';
import { useSession } from '../../stores/session';
import { formatAmount } from '../../i18n/formatAmount';
import * as styles from './AccountPage.css';
import type { AccountTab } from './accountTabs';

/** The balances at a glance: coins, translation characters, membership, and the mall's doors. */
export function AccountSummary({ onOpen }: { onOpen: (tab: AccountTab) => void }) {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const { me } = useSession();
  const wallet = me?.userAccountVo;
  const level = me?.vipLevel ?? 0;
  const count = (value: number) => formatAmount(value, i18n.language);

  return (
    <section aria-label={t('summary.label')} className={styles.summarySection}>
      <div className={styles.summary}>
        <CoinBalance
          variant="card"
          label={t('summary.coins')}
          balance={wallet?.goldCoin ?? 0}
          loading={!wallet}
          loadingLabel={t('summary.loading')}
          locale={i18n.language}
          rechargeLabel={t('summary.recharge')}
          onRecharge={() => onOpen('coins')}
          lowBalanceThreshold={1}
          lowBalanceHint={t('summary.lowBalance')}
        />
        <div className={styles.tile} role="group" aria-labelledby="account-translation">
          <span className={`${styles.tileIconBase} ${styles.tileIcon.accent}`} aria-hidden="true">
            <TranslateIcon />
          </span>
          <span className={styles.tileText}>
            <span id="account-translation" className={styles.tileLabel}>
              {t('summary.translation')}
            </span>
            <span className={styles.tileValue}>
              {wallet ? count(wallet.character + wallet.vipCharacter) : '–'}
            </span>
            {wallet && (
              <span className={styles.tileDetail}>
                {t('summary.translationDetail', {
                  vip: count(wallet.vipCharacter),
                  bought: count(wallet.character),
                })}
              </span>
            )}
          </span>
          <Button
            className={styles.tileAction}
            size="small"
            variant="secondary"
            onClick={() => onOpen('translation')}
          >
            {t('summary.buyTranslation')}
          </Button>
        </div>
        <div className={styles.tile} role="group" aria-labelledby="account-membership">
          <span
            className={`${styles.tileIconBase} ${styles.tileIcon[level === 2 ? 'plum' : 'gold']}`}
            aria-hidden="true"
          >
            <CrownIcon />
          </span>
          <span className={styles.tileText}>
            <span id="account-membership" className={styles.tileLabel}>
              {t('summary.membership')}
            </span>
            <span className={styles.tileValue}>
              {level === 2
                ? t('sideBar.svip', { ns: 'common' })
                : level === 1
                  ? t('sideBar.vip', { ns: 'common' })
                  : t('summary.normal')}
            </span>
            {level > 0 && me?.vipExpireTime && (
              <span className={styles.tileDetail}>
                {t('summary.until', { date: formatExpiry(me.vipExpireTime, i18n.language) })}
              </span>
            )}
          </span>
          <Button
            className={styles.tileAction}
            size="small"
            variant="gold"
            onClick={() => onOpen('vip')}
          >
            {level === 0 ? t('summary.join') : t('summary.extend')}
          </Button>
        </div>
      </div>
      <nav className={styles.links} aria-label={t('summary.links')}>
        <Button size="small" variant="ghost" onClick={() => navigate('/shopping')}>
          {t('summary.mall')}
        </Button>
        <Button size="small" variant="ghost" onClick={() => navigate('/myOrder')}>
          {t('summary.myOrders')}
        </Button>
      </nav>
    </section>
  );
}
