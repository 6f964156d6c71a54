import { PhotoVerificationCapture, Spinner } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import {
  cameraFailed,
  loadPhotoVerification,
  photoTaken,
  retake,
  startPhotoVerification,
  submitSelfie,
  usePhotoVerification,
} from './photoVerification';
import { useCamera } from './useCamera';
import { usePhotoVerificationLabels } from './usePhotoVerificationLabels';
import * as styles from './PhotoVerificationPage.css';

/**
 * /photo-verification: the member's photo verification (issue 18). A gesture asked at random, the front
 * camera to take a selfie making it (or a photo chosen from the device when the camera is refused),
 * a look at the photo before it goes, then the review's state. The camera runs only on the camera
 * step.
 */
export default function PhotoVerificationPage() {
  const { t } = useTranslation('photoVerification');
  const title = usePageTitle('photoVerification');
  const labels = usePhotoVerificationLabels();
  const { step, status, photoUrl, submitting, error } = usePhotoVerification();
  const stream = useCamera(step === 'camera', cameraFailed);
  useEffect(() => {
    void loadPhotoVerification(t('failed'));
  }, [t]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {step === 'loading' ? (
        <Spinner size="large" label={t('settings.loading')} />
      ) : (
        <PhotoVerificationCapture
          step={step}
          gesture={status?.gesture ?? null}
          stream={stream}
          photoUrl={photoUrl}
          reason={status?.reason ?? null}
          submitting={submitting}
          error={error}
          labels={labels}
          onStart={() => void startPhotoVerification(t('startFailed'))}
          onCapture={(photo) => photoTaken(photo)}
          onRetake={() => void retake(t('startFailed'))}
          onSubmit={() => void submitSelfie(t('sendFailed'))}
        />
      )}
    </div>
  );
}
