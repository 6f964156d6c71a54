import { Button, Tabs } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import {
  loadMorePurchases,
  loadMoreReceived,
  loadPurchases,
  loadReceived,
  loadRegions,
  useMall,
} from './mall';
import * as styles from './MallPage.css';
import { OrdersPanel } from './OrdersPanel';

type OrdersTab = 'bought' | 'received';

/** /myOrder: what I bought for friends and what friends bought for me (?tab=bought|received). */
export default function MyOrderPage() {
  const { t } = useTranslation('mall');
  const title = usePageTitle('myOrder');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: OrdersTab = params.get('tab') === 'received' ? 'received' : 'bought';
  const { purchases, received, regions } = useMall();

  useEffect(() => {
    void loadRegions();
  }, []);
  useEffect(() => {
    void (tab === 'bought' ? loadPurchases() : loadReceived());
  }, [tab]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
        </div>
        <Button variant="secondary" onClick={() => navigate('/shopping')}>
          {t('orders.goShopping')}
        </Button>
      </header>
      <Tabs
        label={t('orders.tabs')}
        value={tab}
        onValueChange={({ value }) => setParams({ tab: value }, { replace: true })}
        items={[
          {
            value: 'bought',
            label: t('orders.bought'),
            content: (
              <OrdersPanel
                view="bought"
                list={purchases}
                regions={regions}
                onRetry={() => void loadPurchases()}
                onLoadMore={() => void loadMorePurchases()}
              />
            ),
          },
          {
            value: 'received',
            label: t('orders.received'),
            content: (
              <OrdersPanel
                view="received"
                list={received}
                regions={regions}
                onRetry={() => void loadReceived()}
                onLoadMore={() => void loadMoreReceived()}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
