import { Avatar, Button, ImageIcon } from '@heartline/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptImages } from '../../images/prepareImage';
import { changeAvatar, useProfileEdit } from './profileEdit';
import { useSession } from '../../stores/session';
import * as styles from './ProfileEditPage.css';
import { UploadProgress } from './UploadProgress';

const genderKeys = ['female', 'male', 'other'] as const;

/**
 * My profile photo, changed at once (checked, compressed over 100 KB, uploaded with progress),
 * and the facts this form does not change: ID and gender (set at registration: it decides who
 * pays to see photos).
 */
export function ProfilePhotoCard() {
  const { t } = useTranslation('profile');
  const picker = useRef<HTMLInputElement>(null);
  const { me } = useSession();
  const { avatarProgress } = useProfileEdit();
  if (!me) return null;
  const uploading = avatarProgress !== null;
  const gender = genderKeys[me.gender] ?? 'other';

  return (
    <section className={styles.photoCard} aria-labelledby="profile-photo-title">
      <Avatar name={me.nickname} src={me.avatar || undefined} size="xlarge" />
      <div className={styles.photoBody}>
        <h2 id="profile-photo-title" className={styles.photoTitle}>
          {t('edit.photo')}
        </h2>
        {uploading ? (
          <UploadProgress
            label={t('edit.uploading', { percent: Math.round(avatarProgress * 100) })}
            fraction={avatarProgress}
          />
        ) : (
          <p className={styles.hint}>{t('edit.photoHint')}</p>
        )}
        <Button
          variant="secondary"
          size="small"
          icon={<ImageIcon />}
          loading={uploading}
          onClick={() => picker.current?.click()}
        >
          {t('edit.changePhoto')}
        </Button>
        <input
          ref={picker}
          type="file"
          accept={acceptImages}
          hidden
          aria-label={t('edit.changePhoto')}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void changeAvatar(file);
          }}
        />
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factName}>{t('sideBar.id', { ns: 'common' })}</dt>
          <dd className={styles.factValue}>{me.account}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factName}>{t('edit.gender')}</dt>
          <dd className={styles.factValue}>{t(`header.gender.${gender}`)}</dd>
          <dd className={styles.factNote}>{t('edit.genderNote')}</dd>
        </div>
      </dl>
    </section>
  );
}
