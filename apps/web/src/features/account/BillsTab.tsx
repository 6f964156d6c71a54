import { BillList, Button, EmptyState, WalletIcon } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { hasMore, isFirstLoad } from '../../stores/pagedList';
import { loadBills, loadMoreBills, useWallet } from './wallet';
import * as styles from './AccountPage.css';

/** The bill records: every coin in and out, newest first, by type, a page at a time. */
export function BillsTab() {
  const { t, i18n } = useTranslation('account');
  const { bills, billTypes, billType } = useWallet();
  useEffect(() => {
    void loadBills();
  }, []);

  if (bills.status === 'failed' && bills.items.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        icon={<WalletIcon />}
        title={t('bills.loadFailed')}
        description={t('bills.failedDescription')}
        action={
          <Button variant="secondary" onClick={() => void loadBills()}>
            {t('errors.retry', { ns: 'common' })}
          </Button>
        }
      />
    );
  }

  return (
    <div className={styles.panel}>
      <BillList
        bills={bills.items.map((bill) => ({ ...bill }))}
        billTypes={billTypes.map((type) => ({ ...type }))}
        type={billType}
        onTypeChange={({ type }) => {
          const known = billTypes.find((entry) => entry.type === type);
          void loadBills(known ? known.type : 'all');
        }}
        labels={{
          title: t('bills.title'),
          filter: t('bills.filter'),
          allTypes: t('bills.allTypes'),
          balance: t('bills.balance'),
          emptyTitle: t('bills.emptyTitle'),
          emptyDescription: t('bills.emptyDescription'),
          loading: t('bills.loading'),
          loadMore: t('bills.loadMore'),
          loadingMore: t('bills.loadingMore'),
          end: t('bills.end'),
        }}
        loading={isFirstLoad(bills)}
        loadingMore={bills.loadingMore}
        hasMore={hasMore(bills)}
        onLoadMore={() => void loadMoreBills()}
        locale={i18n.language}
      />
    </div>
  );
}
