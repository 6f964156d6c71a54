import { Button, EmptyState, GoodsCard, SparklesIcon, Spinner } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { chooseCategory, loadMoreGoods, useMall } from './mall';
import { hasMore, isFirstLoad } from '../../stores/pagedList';
import * as styles from './MallPage.css';
import { orderHref, useGoodsLabels } from './useGoodsLabels';

/** The goods of the chosen category: loading, failed, empty, or the cards with load more. */
export function GoodsGrid({ title }: { title: string }) {
  const { t, i18n } = useTranslation('mall');
  const navigate = useNavigate();
  const { goods, category } = useMall();
  const labels = useGoodsLabels();

  if (isFirstLoad(goods)) {
    return (
      <div className={styles.centred}>
        <Spinner size="large" label={t('shopping.loading')} />
      </div>
    );
  }
  if (goods.status === 'failed' && goods.items.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title={t('shopping.goodsFailed')}
        description={t('shopping.failedDescription')}
        action={
          <Button
            variant="secondary"
            onClick={() => category !== null && void chooseCategory(category)}
          >
            {t('errors.retry', { ns: 'common' })}
          </Button>
        }
      />
    );
  }
  if (goods.items.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        icon={<SparklesIcon />}
        title={t('shopping.emptyTitle')}
        description={t('shopping.emptyDescription')}
      />
    );
  }
  return (
    <>
      <h2 className={styles.visuallyHidden}>{title}</h2>
      <ul className={styles.goods} aria-label={t('shopping.goodsList')}>
        {goods.items.map((item) => (
          <li key={item.id} className={styles.goodsItem}>
            <GoodsCard
              goods={item}
              labels={labels}
              locale={i18n.language}
              onBuy={() => navigate(orderHref(item))}
            />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        {goods.loadingMore ? (
          <Spinner label={t('shopping.loadingMore')} />
        ) : hasMore(goods) ? (
          <Button variant="secondary" size="small" onClick={() => void loadMoreGoods()}>
            {t('shopping.loadMore')}
          </Button>
        ) : (
          <p className={styles.end}>{t('shopping.end')}</p>
        )}
      </div>
    </>
  );
}
