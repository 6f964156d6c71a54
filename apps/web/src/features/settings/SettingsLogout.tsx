import { Button, ConfirmDialog, LogoutIcon } from '@heartline/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { confirmLogout, useSettings } from './settings';
import * as styles from './SettingsPage.css';
import { SettingsSection } from './SettingsSection';

/** Log out, after a confirmation; the route guard then shows /login. */
export function SettingsLogout() {
  const { t } = useTranslation('settings');
  const { loggingOut } = useSettings();
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  return (
    <SettingsSection title={t('logout.title')}>
      <div className={styles.card}>
        <div className={styles.row}>
          <p className={styles.rowText}>
            <span className={styles.rowDescription}>{t('logout.description')}</span>
          </p>
          <Button variant="secondary" icon={<LogoutIcon />} onClick={() => setAsking(true)}>
            {t('logout.button')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('logout.confirmTitle')}
        description={t('logout.confirmDescription')}
        icon={<LogoutIcon />}
        confirmLabel={t('logout.button')}
        cancelLabel={t('cancelAction')}
        closeLabel={t('close')}
        pending={loggingOut}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          // Logged out: /login, to come back to Encounter (not to settings, maybe as someone
          // else). A failure has said so and stays here.
          if (await confirmLogout()) navigate('/login', { replace: true });
          else setAsking(false);
        }}
      />
    </SettingsSection>
  );
}
