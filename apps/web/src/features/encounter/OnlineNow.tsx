import {
  Avatar,
  Button,
  EmptyState,
  Skeleton,
  SkeletonGroup,
  UsersIcon,
  vars,
} from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { loadOnlineUsers, useMatch } from './match';
import * as styles from './EncounterPage.css';

const memberLevels = ['normal', 'vip', 'svip'] as const;
/** About two rows on a phone: the list's place is kept without promising a count. */
const SKELETON_PEOPLE = 6;

/** Who is online now: each a link to their profile. */
export function OnlineNow() {
  const { t, i18n } = useTranslation();
  const { online, onlineStatus } = useMatch();
  useEffect(() => {
    void loadOnlineUsers();
  }, []);
  const regions = new Intl.DisplayNames([i18n.language], { type: 'region' });

  return (
    <section
      className={styles.section}
      aria-labelledby="online-title"
      aria-busy={onlineStatus === 'loading'}
    >
      <h2 id="online-title" className={styles.sectionTitle}>
        <span className={styles.liveDot} aria-hidden="true" />
        {t('encounter.onlineTitle')}
      </h2>
      {(onlineStatus === 'loading' || onlineStatus === 'idle') && (
        <SkeletonGroup label={t('app.loading')} className={styles.people}>
          {Array.from({ length: SKELETON_PEOPLE }, (_, index) => (
            <div key={index} className={styles.person}>
              <Skeleton shape="circle" width={vars.size.avatarLarge} />
              <Skeleton width="70%" className={styles.personName} />
              <Skeleton width="50%" className={styles.personMeta} />
            </div>
          ))}
        </SkeletonGroup>
      )}
      {onlineStatus === 'failed' && (
        <div className={styles.status}>
          <p>{t('encounter.onlineFailed')}</p>
          <Button variant="secondary" onClick={() => void loadOnlineUsers()}>
            {t('errors.retry')}
          </Button>
        </div>
      )}
      {onlineStatus === 'ready' && online.length === 0 && (
        <EmptyState icon={<UsersIcon />} title={t('encounter.onlineEmpty')} />
      )}
      {onlineStatus === 'ready' && online.length > 0 && (
        <ul className={styles.people}>
          {online.map((user) => (
            <li key={user.id}>
              <Link to={`/profile/${user.id}`} className={styles.person}>
                <Avatar
                  name={user.nickname}
                  src={user.avatar}
                  size="large"
                  level={memberLevels[user.vipLevel] ?? 'normal'}
                  online={user.online === 1}
                />
                <span className={styles.personName}>{user.nickname}</span>
                <span className={styles.personMeta}>
                  {[user.age, user.region && regionName(regions, user.region)]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function regionName(names: Intl.DisplayNames, code: string) {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
