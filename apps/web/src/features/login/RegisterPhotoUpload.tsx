import { useTranslation } from 'react-i18next';
import * as styles from './RegisterPanel.css';

/** Under the welcome: the chosen photo going up (it needs the new account's login). */
export function RegisterPhotoUpload({ percent }: { percent: number }) {
  const { t } = useTranslation('register');
  const { t: tc } = useTranslation();
  return (
    <div className={styles.upload}>
      <div
        role="progressbar"
        aria-label={t('uploadingPhoto')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={styles.uploadTrack}
      >
        <div className={styles.uploadBar} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.uploadText} aria-hidden="true">
        {tc('images.uploading', { percent })}
      </p>
    </div>
  );
}
