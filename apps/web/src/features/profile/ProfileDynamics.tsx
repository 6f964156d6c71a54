import {
  Badge,
  Button,
  DynamicCard,
  EmptyState,
  PlusIcon,
  SparklesIcon,
  Spinner,
} from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../../i18n/formatDate';
import { useAppNavigate } from '../../layout/useAppNavigate';
import { hasMore, isFirstLoad } from '../../stores/pagedList';
import { loadDynamics, loadMoreDynamics, useProfile } from './profile';
import * as styles from './ProfilePage.css';
import { useDynamicCardLabels } from './profileLabels';

/**
 * The member's dynamics, read-only, the pinned one first: a dynamic's comments, pictures and
 * burn-after-reading images open its own page (/dynamic/:id), where liking and replying happen.
 */
export function ProfileDynamics({ own }: { own: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const navigate = useNavigate();
  const onNavigate = useAppNavigate();
  const labels = useDynamicCardLabels();
  const { profile, dynamics } = useProfile();
  const name = profile?.nickname ?? '';
  const openDynamic = ({ dynamicId }: { dynamicId: number }) => navigate(`/dynamic/${dynamicId}`);

  return (
    <section
      className={styles.section}
      aria-labelledby="profile-dynamics-title"
      aria-busy={dynamics.status === 'loading' || dynamics.loadingMore}
    >
      <div className={styles.sectionHead}>
        <h2 id="profile-dynamics-title" className={styles.sectionTitle}>
          {t('dynamics.title')}
          {dynamics.total > 0 && <Badge>{dynamics.total.toLocaleString(i18n.language)}</Badge>}
        </h2>
        {own && dynamics.items.length > 0 && (
          <Button size="small" icon={<PlusIcon />} onClick={() => navigate('/dynamic/publish')}>
            {t('dynamics.publish')}
          </Button>
        )}
      </div>
      {dynamics.status === 'failed' && dynamics.items.length === 0 && (
        <div className={styles.status}>
          <p>{t('dynamics.failed')}</p>
          <Button variant="secondary" onClick={() => void loadDynamics()}>
            {t('dynamics.retry')}
          </Button>
        </div>
      )}
      {isFirstLoad(dynamics) && (
        <div className={styles.status}>
          <Spinner label={t('dynamics.loading')} />
        </div>
      )}
      {dynamics.status === 'ready' && dynamics.items.length === 0 && (
        <EmptyState
          headingLevel={3}
          icon={<SparklesIcon />}
          title={t('dynamics.emptyTitle')}
          description={
            own ? t('dynamics.ownEmptyDescription') : t('dynamics.emptyDescription', { name })
          }
          action={
            own && (
              <Button icon={<PlusIcon />} onClick={() => navigate('/dynamic/publish')}>
                {t('dynamics.publish')}
              </Button>
            )
          }
        />
      )}
      {dynamics.items.length > 0 && (
        <ul className={styles.dynamicList}>
          {dynamics.items.map((dynamic) => (
            <li key={dynamic.id}>
              <DynamicCard
                dynamic={{ ...dynamic, images: [...dynamic.images] }}
                own={own}
                labels={labels}
                timeLabel={formatDate(dynamic.createTime)}
                locale={i18n.language}
                profileHref={`/profile/${dynamic.user.id}`}
                onNavigate={onNavigate}
                onComment={openDynamic}
                onOpenImage={openDynamic}
                onRevealBurn={openDynamic}
              />
            </li>
          ))}
        </ul>
      )}
      {hasMore(dynamics) && (
        <Button
          variant="ghost"
          className={styles.more}
          loading={dynamics.loadingMore}
          onClick={() => void loadMoreDynamics()}
        >
          {t('dynamics.more')}
        </Button>
      )}
    </section>
  );
}
