import { CoinIcon, ConfirmDialog, PackageGrid, Spinner } from '@heartline/ui';
import { useEffect, useState } from 'react';
import { useKeptWhileClosing } from './useKeptWhileClosing';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { formatAmount } from '../../i18n/formatAmount';
import { loadCoinPackages, rechargeCoins, useWallet, type CoinPurchase } from './wallet';
import * as styles from './AccountPage.css';
import { CoinsHelp } from './CoinsHelp';
import { PackagesState } from './PackagesState';
import { useGridLabels } from './useGridLabels';

/** What a custom number of coins costs: 1 USD a coin (CoinRechargeRequest.amount). */
const customCoinPrice = { amount: 1, currency: 'USD' };

/** Gold coins: the packages (or a typed number), paid with the provider the server runs. */
export function CoinsTab() {
  const { t, i18n } = useTranslation('account');
  const { me } = useSession();
  const { coinPackages, coinPackagesStatus, recharging, capturing, approveUrl, provider } =
    useWallet();
  const labels = useGridLabels(t('coins.title'));
  const [choice, setChoice] = useState<CoinPurchase | null>(null);
  useEffect(() => {
    void loadCoinPackages();
  }, []);

  // What the dialog shows: the choice, kept while the dialog closes after it.
  const shown = useKeptWhileClosing(choice);
  const chosen =
    shown && 'packageId' in shown
      ? coinPackages.find((pack) => pack.id === shown.packageId)
      : undefined;
  const coins = shown ? ('amount' in shown ? shown.amount : (chosen?.goldCoin ?? 0)) : 0;
  const price = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: chosen?.currency ?? customCoinPrice.currency,
  }).format(chosen ? chosen.price : coins * customCoinPrice.amount);

  const buy = async () => {
    if (!choice) return;
    await rechargeCoins(choice);
    setChoice(null);
  };

  return (
    <div className={styles.panel}>
      <p className={styles.panelIntro}>{t('coins.intro')}</p>
      {(capturing || approveUrl) && (
        <p className={styles.banner} role="status">
          <Spinner size="small" />
          {capturing ? t('coins.capturing') : t('coins.redirecting')}
        </p>
      )}
      <PackagesState
        status={coinPackagesStatus}
        failedTitle={t('coins.loadFailed')}
        onRetry={() => void loadCoinPackages()}
        icon={<CoinIcon />}
      >
        <PackageGrid
          kind="coins"
          packages={[...coinPackages]}
          balance={me?.userAccountVo.goldCoin ?? 0}
          labels={labels}
          locale={i18n.language}
          customCoinPrice={customCoinPrice}
          pending={recharging || capturing}
          onBuy={(purchase) => setChoice(purchase)}
        />
      </PackagesState>
      <CoinsHelp />
      <ConfirmDialog
        // Not before the package chosen is known (no "Buy 0 gold coins? $0.00").
        open={choice !== null && coins > 0}
        title={t('coins.confirmTitle', { count: formatAmount(coins, i18n.language) })}
        description={
          provider === 'paypal'
            ? t('coins.confirmPaypal', { price })
            : t('coins.confirmDescription', { price })
        }
        icon={<CoinIcon />}
        confirmLabel={t('coins.confirm', { price })}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        pending={recharging}
        onConfirm={() => void buy()}
        onCancel={() => setChoice(null)}
      />
    </div>
  );
}
