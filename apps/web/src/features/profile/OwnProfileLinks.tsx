import { HeartIcon, ImageIcon, SparklesIcon, UsersIcon } from '@heartline/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { notify } from '../../stores/toasts';
import { useProfile } from './profile';
import * as styles from './ProfilePage.css';

type OwnLink = {
  to: string;
  icon: ReactNode;
  name: `own.${'album' | 'dynamics' | 'followers' | 'following'}`;
  /** A list that may be empty: the spec's message instead of an empty page. */
  empty?: { count: 'fans' | 'follow'; message: `counts.${'noFans' | 'noFollows'}` };
};

const links: OwnLink[] = [
  { to: '/album', icon: <ImageIcon />, name: 'own.album' },
  { to: '/myspace', icon: <SparklesIcon />, name: 'own.dynamics' },
  {
    to: '/followMe',
    icon: <UsersIcon />,
    name: 'own.followers',
    empty: { count: 'fans', message: 'counts.noFans' },
  },
  {
    to: '/myLike',
    icon: <HeartIcon />,
    name: 'own.following',
    empty: { count: 'follow', message: 'counts.noFollows' },
  },
];

/**
 * My own profile: my album, my dynamics, who follows me and whom I follow. With nobody there
 * yet, the last two say so ("you have no fans yet") instead of opening an empty list.
 */
export function OwnProfileLinks() {
  const { t } = useTranslation('profile');
  const { profile } = useProfile();
  return (
    <nav aria-label={t('own.label')}>
      <ul className={styles.ownLinks}>
        {links.map(({ to, icon, name, empty }) => (
          <li key={to}>
            <Link
              to={to}
              className={styles.ownLink}
              onClick={(event) => {
                if (empty && profile?.userDataVo[empty.count] === 0) {
                  event.preventDefault();
                  notify({ tone: 'info', title: t(empty.message) });
                }
              }}
            >
              <span className={styles.ownLinkIcon} aria-hidden="true">
                {icon}
              </span>
              <span className={styles.ownLinkName}>{t(name)}</span>
              <span className={styles.ownLinkHint}>{t(`${name}Hint`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
