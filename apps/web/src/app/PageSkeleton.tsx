import { Skeleton, SkeletonGroup } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './PageSkeleton.css';

/**
 * What a page shows while its code arrives: the shape of a title, a card and some lines, so the
 * screen paints at once and says it is loading (instead of a blank area with a spinner).
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('app.loading')} className={styles.page}>
      <Skeleton width="45%" className={styles.title} />
      <Skeleton shape="block" height={160} />
      <div className={styles.lines}>
        <Skeleton width="90%" />
        <Skeleton width="75%" />
        <Skeleton width="60%" />
      </div>
    </SkeletonGroup>
  );
}
