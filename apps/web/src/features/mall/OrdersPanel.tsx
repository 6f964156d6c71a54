import { Button, EmptyState, OrderList, Spinner, type OrderListLabels } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Order, Region } from './mall';
import { hasMore, isFirstLoad, type PagedListView } from '../../stores/pagedList';
import * as styles from './MallPage.css';

/** The quantity ("× 2"): a sign and a figure, the same in every language. */
const QUANTITY = '× {count}';

type Props = {
  view: 'bought' | 'received';
  list: PagedListView<Order>;
  regions: readonly Region[];
  onRetry: () => void;
  onLoadMore: () => void;
};

/** One tab of /myOrder: its orders with load more, or why there are none. */
export function OrdersPanel({ view, list, regions, onRetry, onLoadMore }: Props) {
  const { t, i18n } = useTranslation('mall');
  const navigate = useNavigate();
  const bought = view === 'bought';
  const labels: OrderListLabels = {
    title: bought ? t('orders.bought') : t('orders.received'),
    recipient: t('orders.recipient'),
    buyer: t('orders.buyer'),
    quantity: QUANTITY,
    coinPrice: t('orders.coinPrice'),
    address: t('orders.address'),
    message: t('orders.message'),
    status: {
      paid: t('orders.status.paid'),
      shipped: t('orders.status.shipped'),
      received: t('orders.status.received'),
    },
    emptyTitle: bought ? t('orders.emptyBought') : t('orders.emptyReceived'),
    emptyDescription: bought
      ? t('orders.emptyBoughtDescription')
      : t('orders.emptyReceivedDescription'),
    loading: t('orders.loading'),
  };

  if (list.status === 'failed' && list.items.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title={t('orders.loadFailed')}
        description={t('orders.failedDescription')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('errors.retry', { ns: 'common' })}
          </Button>
        }
      />
    );
  }
  const empty = list.status === 'ready' && list.items.length === 0;
  return (
    <div className={styles.page}>
      <OrderList
        orders={list.items.map((order) => ({ ...order, address: { ...order.address } }))}
        view={view}
        labels={labels}
        loading={isFirstLoad(list)}
        regionNames={Object.fromEntries(regions.map((region) => [region.code, region.name]))}
        locale={i18n.language}
        hideTitle
      />
      {empty && bought && (
        <div className={styles.more}>
          <Button onClick={() => navigate('/shopping')}>{t('orders.goShopping')}</Button>
        </div>
      )}
      {!empty && !isFirstLoad(list) && (
        <div className={styles.more}>
          {list.loadingMore ? (
            <Spinner label={t('orders.loadingMore')} />
          ) : (
            hasMore(list) && (
              <Button variant="secondary" size="small" onClick={onLoadMore}>
                {t('orders.loadMore')}
              </Button>
            )
          )}
        </div>
      )}
    </div>
  );
}
