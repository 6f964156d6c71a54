import { Button, Spinner, VerifiedBadge } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loadPhotoVerification, usePhotoVerification } from './photoVerification';
import * as styles from './PhotoVerificationPage.css';

/** The settings page's card: where the member's photo verification stands, and the way to it. */
export default function PhotoVerificationSettings() {
  const { t } = useTranslation('photoVerification');
  const navigate = useNavigate();
  const { status } = usePhotoVerification();
  useEffect(() => {
    void loadPhotoVerification(t('failed'));
  }, [t]);
  if (!status) return <Spinner label={t('settings.loading')} />;
  const state = status.state;
  return (
    <div className={styles.card}>
      <span className={styles.state}>
        {state === 'approved' && <VerifiedBadge label={t('app.verified', { ns: 'common' })} />}
        {t(`settings.${state}`)}
      </span>
      {state !== 'approved' && (
        <Button
          variant={state === 'pending' ? 'secondary' : 'primary'}
          onClick={() => navigate('/photo-verification')}
        >
          {state === 'pending' ? t('settings.view') : t('settings.open')}
        </Button>
      )}
    </div>
  );
}
