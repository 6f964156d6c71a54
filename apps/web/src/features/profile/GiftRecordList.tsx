import { Button, EmptyState, HeartIcon, Spinner } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { hasMoreGifts, loadGifts, loadMoreGifts, useGifts, type GiftDirection } from './gifts';
import { GiftRecordItem } from './GiftRecordItem';
import * as styles from './GiftsPage.css';

/** One tab of /gifts: the records, page after page, or why there are none. */
export function GiftRecordList({ direction }: { direction: GiftDirection }) {
  const { t } = useTranslation('gifts');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const list = useGifts()[direction];

  if (list.status === 'idle' || list.status === 'loading') {
    return (
      <div className={styles.status} aria-busy="true">
        <Spinner size="large" label={t('list.loading')} />
      </div>
    );
  }
  if (list.status === 'failed') {
    return (
      <EmptyState
        headingLevel={2}
        icon={<HeartIcon />}
        title={t(`errors.${direction}Failed`)}
        action={
          <Button variant="secondary" onClick={() => void loadGifts(direction)}>
            {tc('errors.retry')}
          </Button>
        }
      />
    );
  }
  if (list.records.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        icon={<HeartIcon />}
        title={t(`empty.${direction}Title`)}
        description={t(`empty.${direction}Description`)}
        action={
          <Button variant="secondary" onClick={() => navigate('/encounter')}>
            {t('empty.action')}
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.listArea} aria-busy={list.loadingMore}>
      <ul className={styles.list}>
        {list.records.map((record) => (
          <GiftRecordItem key={record.id} record={record} direction={direction} />
        ))}
      </ul>
      <div className={styles.more}>
        {list.loadingMore ? (
          <Spinner label={t('list.loadingMore')} />
        ) : hasMoreGifts(list) ? (
          <Button variant="secondary" size="small" onClick={() => void loadMoreGifts(direction)}>
            {t('list.loadMore')}
          </Button>
        ) : (
          <p className={styles.end}>{t('list.end')}</p>
        )}
      </div>
    </div>
  );
}
