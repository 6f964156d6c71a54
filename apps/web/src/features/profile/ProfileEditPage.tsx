import { Button, ProfileForm, Spinner } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { clearSaved, loadChoices, saveProfile, useProfileEdit } from './profileEdit';
import { useSession } from '../../stores/session';
import { PageHead } from './PageHead';
import * as styles from './ProfileEditPage.css';
import { ProfilePhotoCard } from './ProfilePhotoCard';
import { useProfileFormLabels } from './useProfileFormLabels';

/**
 * /profile/edit (also /person): my profile photo, then the profile form with every rule of the
 * spec checked before saving. A save refreshes my information, so the side bar follows.
 */
export default function ProfileEditPage() {
  const { t, i18n } = useTranslation('profile');
  const title = usePageTitle('profileEdit');
  const navigate = useNavigate();
  const labels = useProfileFormLabels();
  const { me } = useSession();
  const { choices, choicesStatus, saving, saved, saveError } = useProfileEdit();

  useEffect(() => {
    void loadChoices();
  }, [i18n.language]);
  // Leaving the page forgets the last "saved".
  useEffect(() => clearSaved, []);

  const ready = me && choicesStatus === 'ready';
  return (
    <div className={styles.page}>
      <PageHead
        title={title}
        subtitle={t('edit.subtitle')}
        link={{ to: '/profile', label: t('edit.viewProfile') }}
      />
      {choicesStatus === 'failed' && (
        <div className={styles.status}>
          <p>{t('edit.choicesFailed')}</p>
          <Button variant="secondary" onClick={() => void loadChoices()}>
            {t('edit.retry')}
          </Button>
        </div>
      )}
      {!ready && choicesStatus !== 'failed' && (
        <div className={styles.status}>
          <Spinner size="large" label={t('edit.loading')} />
        </div>
      )}
      {ready && (
        <>
          <ProfilePhotoCard />
          <div className={styles.card}>
            <ProfileForm
              key={me.id}
              profile={me}
              labels={labels}
              hobbies={[...choices.hobbies]}
              regions={[...choices.regions]}
              heights={[...choices.heights]}
              weights={[...choices.weights]}
              occupations={[...choices.occupations]}
              pending={saving}
              saved={saved}
              error={saveError ?? undefined}
              onChange={() => {
                if (saved || saveError) clearSaved();
              }}
              onSubmit={(edit) => void saveProfile(edit)}
              onCancel={() => navigate('/profile')}
            />
          </div>
        </>
      )}
    </div>
  );
}
