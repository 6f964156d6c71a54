import { CoinIcon, ConfirmDialog, PackageGrid, Spinner } from '@heartline/ui';
import { useEffect, useState } from 'react';
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

  const chosen =
    choice && 'packageId' in choice
      ? coinPackages.find((pack) => pack.id === choice.packageId)
      : undefined;
  const coins = choice ? ('amount' in choice ? choice.amount : (chosen?.goldCoin ?? 0)) : 0;
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
        open={choice !== null}
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
