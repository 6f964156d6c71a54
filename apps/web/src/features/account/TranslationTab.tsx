import { ConfirmDialog, EmptyState, PackageGrid, TranslateIcon } from '@heartline/ui';
import { useEffect, useState } from 'react';
import { useKeptWhileClosing } from './useKeptWhileClosing';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { useTranslationAvailable } from '../../stores/translationAvailability';
import { formatAmount } from '../../i18n/formatAmount';
import { buyTranslationPackage, loadTranslationPackages, useWallet } from './wallet';
import * as styles from './AccountPage.css';
import { PackagesState } from './PackagesState';
import { useGridLabels } from './useGridLabels';

/** Translation packages: characters for chat translation, paid with coins. */
export function TranslationTab({ onRecharge }: { onRecharge: () => void }) {
  const { t, i18n } = useTranslation('account');
  const { me } = useSession();
  const { translationPackages, translationPackagesStatus, buyingTranslation } = useWallet();
  const labels = useGridLabels(t('translation.title'));
  const [choice, setChoice] = useState<number | null>(null);
  const available = useTranslationAvailable();
  useEffect(() => {
    void loadTranslationPackages();
  }, []);
  // The choice, kept while the dialog closes after it (no blank name or 0 on the way out).
  const shown = useKeptWhileClosing(choice);
  const chosen = translationPackages.find((pack) => pack.id === shown);

  const buy = async () => {
    if (choice === null) return;
    await buyTranslationPackage(choice);
    setChoice(null);
  };

  // Where the server does not translate, its characters could buy nothing: none are sold.
  if (!available) {
    return (
      <div className={styles.panel}>
        <EmptyState
          headingLevel={2}
          icon={<TranslateIcon />}
          title={t('translation.unavailableTitle')}
          description={t('translation.unavailableDescription')}
        />
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <p className={styles.panelIntro}>{t('translation.intro')}</p>
      <PackagesState
        status={translationPackagesStatus}
        failedTitle={t('translation.loadFailed')}
        onRetry={() => void loadTranslationPackages()}
        icon={<TranslateIcon />}
      >
        <PackageGrid
          kind="translation"
          packages={[...translationPackages]}
          balance={me?.userAccountVo.goldCoin ?? 0}
          labels={labels}
          locale={i18n.language}
          pending={buyingTranslation}
          onBuy={(purchase) => 'packageId' in purchase && setChoice(purchase.packageId)}
          onRecharge={onRecharge}
        />
      </PackagesState>
      <ConfirmDialog
        open={choice !== null && chosen !== undefined}
        title={t('translation.confirmTitle', {
          count: formatAmount(chosen?.characters ?? 0, i18n.language),
        })}
        description={t('translation.confirmDescription', {
          price: formatAmount(chosen?.goldCoin ?? 0, i18n.language),
        })}
        icon={<TranslateIcon />}
        confirmLabel={t('translation.confirm')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        pending={buyingTranslation}
        onConfirm={() => void buy()}
        onCancel={() => setChoice(null)}
      />
    </div>
  );
}
