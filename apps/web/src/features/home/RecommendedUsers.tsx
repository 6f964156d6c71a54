import { Button, EmptyState, Spinner, UserCard, UsersIcon } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppNavigate } from '../../layout/useAppNavigate';
import { useIsWide } from '../../layout/useIsWide';
import { hasMoreRecommended, loadHome, loadMoreRecommended, useHome } from './home';
import { useCardLabels, usePlaceNames } from '../../i18n/cardLabels';
import * as styles from './HomePage.css';

/** The recommended users: large cards in a grid on wide screens, rows on phones, then "more". */
export function RecommendedUsers() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const { users, total, status, loadingMore } = useHome();
  const wide = useIsWide();
  const navigate = useNavigate();
  const onNavigate = useAppNavigate();
  const labels = useCardLabels(t('recommended.chat'));
  const places = usePlaceNames();
  const ready = status === 'ready';

  return (
    <section
      className={styles.section}
      aria-labelledby="recommended-title"
      aria-busy={status === 'loading' || loadingMore}
    >
      <header className={styles.sectionHeader}>
        <div className={styles.sectionText}>
          <h2 id="recommended-title" className={styles.sectionTitle}>
            {t('recommended.title')}
          </h2>
          <p className={styles.sectionDescription}>{t('recommended.description')}</p>
        </div>
        {ready && users.length > 0 && (
          <p className={styles.count}>{t('recommended.count', { shown: users.length, total })}</p>
        )}
      </header>

      {(status === 'idle' || status === 'loading') && (
        <div className={styles.status}>
          <Spinner size="large" label={t('recommended.loading')} />
        </div>
      )}
      {status === 'failed' && (
        <EmptyState
          headingLevel={3}
          icon={<UsersIcon />}
          title={t('recommended.failed')}
          action={
            <Button variant="secondary" onClick={() => void loadHome()}>
              {tc('errors.retry')}
            </Button>
          }
        />
      )}
      {ready && users.length === 0 && (
        <EmptyState
          headingLevel={3}
          icon={<UsersIcon />}
          title={t('recommended.emptyTitle')}
          description={t('recommended.emptyDescription')}
          action={
            <Button variant="secondary" onClick={() => navigate('/encounter')}>
              {t('recommended.emptyAction')}
            </Button>
          }
        />
      )}
      {ready && users.length > 0 && (
        <>
          <ul className={wide ? styles.grid : styles.rows}>
            {users.map((user) => (
              <li key={user.id} className={styles.cell}>
                <UserCard
                  user={{ ...user, photos: [...user.photos] }}
                  variant={wide ? 'large' : 'compact'}
                  regionName={places.region(user.region)}
                  languageName={places.language(user.commonLanguage)}
                  profileHref={`/profile/${user.id}`}
                  onNavigate={onNavigate}
                  onChat={({ userId }) => navigate(`/chat?userId=${userId}`)}
                  labels={labels}
                  className={styles.card}
                />
              </li>
            ))}
          </ul>
          <div className={styles.more}>
            {loadingMore ? (
              <Spinner label={t('recommended.loadingMore')} />
            ) : hasMoreRecommended({ users, total, status }) ? (
              <Button variant="secondary" onClick={() => void loadMoreRecommended()}>
                {t('recommended.loadMore')}
              </Button>
            ) : (
              <p className={styles.end}>{t('recommended.end')}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
