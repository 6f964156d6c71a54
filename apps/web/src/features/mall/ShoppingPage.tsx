import { Button, EmptyState, SparklesIcon, Spinner, Tabs } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { chooseCategory, openMall, useMall } from './mall';
import { GoodsGrid } from './GoodsGrid';
import * as styles from './MallPage.css';

/**
 * /shopping, the mall: goods by category (?category=), each bought for a friend on /order, a
 * page at a time. My orders are one tap away.
 */
export default function ShoppingPage() {
  const { t } = useTranslation('mall');
  const title = usePageTitle('shopping');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { categories, categoriesStatus, category } = useMall();
  const asked = Number(params.get('category')) || undefined;

  useEffect(() => {
    void openMall(asked);
    // The first category is opened once; a choice afterwards goes through chooseCategory.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = (value: string) => {
    setParams({ category: value }, { replace: true });
    void chooseCategory(Number(value));
  };

  let content;
  if (categoriesStatus === 'failed') {
    content = (
      <EmptyState
        headingLevel={2}
        title={t('shopping.loadFailed')}
        description={t('shopping.failedDescription')}
        action={
          <Button variant="secondary" onClick={() => void openMall(asked)}>
            {t('errors.retry', { ns: 'common' })}
          </Button>
        }
      />
    );
  } else if (categoriesStatus !== 'ready') {
    content = (
      <div className={styles.centred}>
        <Spinner size="large" label={t('shopping.loading')} />
      </div>
    );
  } else if (categories.length === 0) {
    content = (
      <EmptyState
        headingLevel={2}
        icon={<SparklesIcon />}
        title={t('shopping.noCategories')}
        description={t('shopping.noCategoriesDescription')}
      />
    );
  } else {
    content = (
      <Tabs
        label={t('shopping.categories')}
        value={String(category ?? categories[0]?.id)}
        onValueChange={({ value }) => choose(value)}
        items={categories.map((entry) => ({
          value: String(entry.id),
          label: entry.name,
          content: entry.id === category ? <GoodsGrid title={entry.name} /> : null,
        }))}
      />
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{t('shopping.intro')}</p>
        </div>
        <Button variant="secondary" onClick={() => navigate('/myOrder')}>
          {t('shopping.myOrders')}
        </Button>
      </header>
      {content}
    </div>
  );
}
