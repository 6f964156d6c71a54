import { Tabs } from '@heartline/ui';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { capturePaypalOrder, leftForPaypal, useWallet } from './wallet';
import { AccountSummary } from './AccountSummary';
import * as styles from './AccountPage.css';
import { accountTabs, tabOf, type AccountTab } from './accountTabs';
import { BillsTab } from './BillsTab';
import { CoinsTab } from './CoinsTab';
import { TranslationTab } from './TranslationTab';
import { VipTab } from './VipTab';

/**
 * /account: the balances, then a tab each for gold coins (recharge, with help and FAQ),
 * translation packages, VIP/SVIP with the privilege table, and the bill records. The tab is in
 * the address (?tab=coins|translation|vip|bills; the old ?index=1|2|3 still works).
 */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const title = usePageTitle('account');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const { approveUrl } = useWallet();
  const open = (next: AccountTab) => setParams({ tab: next });

  // Back from PayPal: its return address carries the order (token) and, once approved, PayerID.
  const paypalOrderId = params.get('token');
  const approved = params.has('PayerID');
  useEffect(() => {
    if (!paypalOrderId) return;
    void capturePaypalOrder({ paypalOrderId, approved });
    setParams({ tab: 'coins' }, { replace: true });
  }, [paypalOrderId, approved, setParams]);

  // PayPal: the order is created; the member approves it on PayPal's page.
  useEffect(() => {
    if (!approveUrl) return;
    leftForPaypal();
    window.location.assign(approveUrl);
  }, [approveUrl]);

  const panels: Record<AccountTab, ReactNode> = {
    coins: <CoinsTab />,
    translation: <TranslationTab onRecharge={() => open('coins')} />,
    vip: <VipTab onRecharge={() => open('coins')} />,
    bills: <BillsTab />,
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <AccountSummary onOpen={open} />
      <Tabs
        label={t('tabs.label')}
        value={tab}
        onValueChange={({ value }) => open(tabOf(new URLSearchParams({ tab: value })))}
        items={accountTabs.map((value) => ({
          value,
          label: t(`tabs.${value}`),
          content: panels[value],
        }))}
      />
    </div>
  );
}
