import { PrivacySettings, Spinner } from '@heartline/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { BlockedUsersSection } from '../block';
import { PhotoVerificationSettings } from '../photoVerification';
import { savePrivacy, usePrivacySettings, useSettings } from './settings';
import { SettingsAccount } from './SettingsAccount';
import { SettingsCancel } from './SettingsCancel';
import { SettingsHelp } from './SettingsHelp';
import { SettingsLanguage } from './SettingsLanguage';
import { SettingsLogout } from './SettingsLogout';
import { SettingsSection } from './SettingsSection';
import { SettingsSound } from './SettingsSound';
import * as styles from './SettingsPage.css';

/**
 * /settings, account settings: the account with a way to edit the profile, privacy (saved to
 * the server switch by switch), photo verification, the members I blocked, the sound of new messages, the interface language,
 * help, log out and
 * cancelling the account.
 */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const title = usePageTitle('settings');
  const privacy = usePrivacySettings();
  const { savingPrivacy } = useSettings();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <SettingsAccount />
      {privacy ? (
        <PrivacySettings
          settings={privacy}
          onChange={(change) => void savePrivacy(change)}
          pendingSetting={savingPrivacy.at(-1)}
          labels={{
            title: t('privacy.title'),
            addFriendMode: {
              label: t('privacy.addFriendMode.label'),
              on: t('privacy.addFriendMode.on'),
              off: t('privacy.addFriendMode.off'),
            },
            showLikes: {
              label: t('privacy.showLikes.label'),
              on: t('privacy.showLikes.on'),
              off: t('privacy.showLikes.off'),
            },
            showComments: {
              label: t('privacy.showComments.label'),
              on: t('privacy.showComments.on'),
              off: t('privacy.showComments.off'),
            },
            matchVerifiedOnly: {
              label: t('privacy.matchVerifiedOnly.label'),
              on: t('privacy.matchVerifiedOnly.on'),
              off: t('privacy.matchVerifiedOnly.off'),
            },
            hideLastSeen: {
              label: t('privacy.hideLastSeen.label'),
              on: t('privacy.hideLastSeen.on'),
              off: t('privacy.hideLastSeen.off'),
            },
          }}
        />
      ) : (
        <div className={styles.loading}>
          <Spinner size="large" label={t('loading')} />
        </div>
      )}
      <SettingsSection title={t('photoVerification.title')}>
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <PhotoVerificationSettings />
        </Suspense>
      </SettingsSection>
      <SettingsSection title={t('blocked.title')}>
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <BlockedUsersSection />
        </Suspense>
      </SettingsSection>
      <SettingsSound />
      <SettingsLanguage />
      <SettingsHelp />
      <SettingsLogout />
      <SettingsCancel />
    </div>
  );
}
