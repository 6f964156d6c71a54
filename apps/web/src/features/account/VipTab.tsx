import { ConfirmDialog, CrownIcon, PackageGrid, PrivilegeTable } from '@heartline/ui';
import { useEffect, useState } from 'react';
import { useKeptWhileClosing } from './useKeptWhileClosing';
import { useTranslation } from 'react-i18next';
import {
  buyMembership,
  formatExpiry,
  loadVipPackages,
  packagesFor,
  purchaseKind,
  useMembership,
} from './membership';
import { useSession } from '../../stores/session';
import { formatAmount } from '../../i18n/formatAmount';
import * as styles from './AccountPage.css';
import { PackagesState } from './PackagesState';
import { useGridLabels } from './useGridLabels';
import { privilegeRows } from './vipPrivileges';

/** VIP and SVIP: where the member stands, the packages they can buy, and what each level gives. */
export function VipTab({ onRecharge }: { onRecharge: () => void }) {
  const { t, i18n } = useTranslation('account');
  const { me } = useSession();
  const { packages, status, buying } = useMembership();
  const labels = useGridLabels(t('vip.title'));
  const [choice, setChoice] = useState<number | null>(null);
  useEffect(() => {
    void loadVipPackages();
  }, []);

  const level = me?.vipLevel ?? 0;
  const expiry = me?.vipExpireTime ? formatExpiry(me.vipExpireTime, i18n.language) : '';
  const onSale = packagesFor(packages, level).map((pack) => ({
    ...pack,
    giftBag: { ...pack.giftBag },
    privileges: [...pack.privileges],
  }));
  // The choice, kept while the dialog closes after it (no blank name or 0 on the way out).
  const shown = useKeptWhileClosing(choice);
  const chosen = onSale.find((pack) => pack.id === shown);
  const kind = chosen ? purchaseKind(chosen, level) : 'join';
  const status_ = level === 2 ? 'svip' : level === 1 ? 'vip' : 'normal';

  const buy = async () => {
    if (choice === null) return;
    await buyMembership(choice);
    setChoice(null);
  };

  return (
    <div className={styles.panel}>
      <p className={styles.panelIntro}>{t(`vip.status.${status_}`, { date: expiry })}</p>
      <PackagesState
        status={status}
        failedTitle={t('vip.loadFailed')}
        onRetry={() => void loadVipPackages()}
        icon={<CrownIcon />}
      >
        <PackageGrid
          kind="vip"
          packages={onSale}
          balance={me?.userAccountVo.goldCoin ?? 0}
          labels={labels}
          locale={i18n.language}
          defaultSelectedId={onSale.find((pack) => pack.vipLevel >= Math.max(level, 1))?.id}
          pending={buying}
          onBuy={(purchase) => 'packageId' in purchase && setChoice(purchase.packageId)}
          onRecharge={onRecharge}
        />
        <PrivilegeTable
          rows={privilegeRows(packages, t, i18n.language)}
          currentLevel={level === 2 ? 2 : level === 1 ? 1 : 0}
          labels={{
            caption: t('vip.privileges.caption'),
            privilege: t('vip.privileges.privilege'),
            normal: t('vip.privileges.normal'),
            vip: t('sideBar.vip', { ns: 'common' }),
            svip: t('sideBar.svip', { ns: 'common' }),
            current: t('vip.privileges.current'),
            included: t('vip.privileges.included'),
            notIncluded: t('vip.privileges.notIncluded'),
          }}
        />
      </PackagesState>
      <ConfirmDialog
        open={choice !== null && chosen !== undefined}
        title={t('vip.confirmTitle', { name: chosen?.name ?? '' })}
        description={t(`vip.confirmDescription.${kind}`, {
          price: formatAmount(chosen?.goldCoin ?? 0, i18n.language),
        })}
        icon={<CrownIcon />}
        confirmLabel={t('vip.confirm')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        pending={buying}
        onConfirm={() => void buy()}
        onCancel={() => setChoice(null)}
      />
    </div>
  );
}
