import { BlockIcon, Button, EmptyState, Spinner, UserIcon } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { openProfile, useProfile } from './profile';
import { loadChoices } from './profileEdit';
import { useSession } from '../../stores/session';
import { OwnProfileLinks } from './OwnProfileLinks';
import { ProfileAlbum } from './ProfileAlbum';
import { ComplaintForm } from '../complaint';
import { AddFriendDialog } from './AddFriendDialog';
import { DeleteFriendDialog } from './DeleteFriendDialog';
import { ProfileDynamics } from './ProfileDynamics';
import { ProfileHeaderPanel } from './ProfileHeaderPanel';
import * as styles from './ProfilePage.css';

/** The route's id: a profile id, null for my own profile, NaN for an address that is none. */
function profileIdOf(param: string | undefined) {
  if (param === undefined) return null;
  return /^[1-9][0-9]{0,9}$/.test(param) ? Number(param) : Number.NaN;
}

/**
 * /profile/:id?: a member's profile (mine without an id): the header with the actions, the
 * album (locked for men until paid), and the dynamics. Opening someone's profile records a visit.
 * A member I blocked shows only the header, with Unblock.
 */
export default function ProfilePage() {
  const { t, i18n } = useTranslation('profile');
  const params = useParams();
  const navigate = useNavigate();
  const { me } = useSession();
  const routeId = profileIdOf(params.id);
  const invalid = Number.isNaN(routeId);
  // My own id in the address is my own profile too.
  const userId = routeId !== null && routeId === me?.id ? null : routeId;
  const { status, profile } = useProfile();
  const own = userId === null;
  usePageTitle(own ? 'myProfile' : 'profile');

  useEffect(() => {
    if (!invalid) void openProfile(userId);
  }, [userId, invalid]);
  useEffect(() => {
    void loadChoices(['hobbies']);
  }, [i18n.language]);

  if (invalid || status === 'notFound') {
    return (
      <div className={styles.pageStatus}>
        <EmptyState
          headingLevel={2}
          icon={<UserIcon />}
          title={t('notFound.title')}
          description={t('notFound.description')}
          action={
            <Button variant="secondary" onClick={() => navigate('/encounter')}>
              {t('notFound.action')}
            </Button>
          }
        />
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className={styles.pageStatus}>
        <p>{t('failed')}</p>
        <Button variant="secondary" onClick={() => void openProfile(userId)}>
          {t('errors.retry', { ns: 'common' })}
        </Button>
      </div>
    );
  }
  if (!profile || status !== 'ready') {
    return (
      <div className={styles.pageStatus}>
        <Spinner size="large" label={t('loading')} />
      </div>
    );
  }
  const blocked = !own && profile.isBlock === 1;
  return (
    <div className={styles.page}>
      <ProfileHeaderPanel own={own} />
      {own && <OwnProfileLinks />}
      {blocked ? (
        // A member I blocked: nothing of theirs but the header, which offers Unblock.
        <EmptyState
          headingLevel={2}
          icon={<BlockIcon />}
          title={t('blocked.title', { name: profile.nickname })}
          description={t('blocked.description', { name: profile.nickname })}
        />
      ) : (
        <>
          <ProfileAlbum own={own} />
          <ProfileDynamics own={own} />
        </>
      )}
      {!own && (
        <>
          <ComplaintForm />
          <AddFriendDialog />
          <DeleteFriendDialog />
        </>
      )}
    </div>
  );
}
