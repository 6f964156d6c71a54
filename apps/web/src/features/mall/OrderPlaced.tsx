import { Button, CheckIcon, EmptyState } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Order } from './mall';
import { formatAmount } from '../../i18n/formatAmount';
import * as styles from './MallPage.css';

/** The order went through: what is on its way to whom, and where to go next. */
export function OrderPlaced({ order, friendName }: { order: Order; friendName: string }) {
  const { t, i18n } = useTranslation('mall');
  const navigate = useNavigate();
  return (
    <EmptyState
      headingLevel={2}
      icon={<CheckIcon />}
      title={t('order.placed')}
      description={`${t('order.bought', { goods: order.goodsName, name: friendName })}. ${t(
        'order.paid',
        { count: formatAmount(order.goldCoin, i18n.language) },
      )}`}
      action={
        <div className={styles.actions}>
          <Button onClick={() => navigate('/myOrder?tab=bought')}>{t('order.seeOrders')}</Button>
          <Button variant="secondary" onClick={() => navigate('/shopping')}>
            {t('order.keepShopping')}
          </Button>
        </div>
      }
    />
  );
}
