import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setMessageSound, useMessageSound } from '../../stores/messageSound';
import { useSession } from '../../stores/session';
import * as styles from './SettingsPage.css';
import { SettingsSection } from './SettingsSection';

/** The chime of a new message while Heartline is in the background: on or off, on this device. */
export function SettingsSound() {
  const { t } = useTranslation('settings');
  const on = useMessageSound();
  const { me } = useSession();
  const id = useId();
  return (
    <SettingsSection title={t('sound.title')}>
      <div className={styles.card}>
        <div className={styles.toggleRow}>
          <label htmlFor={id} className={styles.toggleText}>
            <span className={styles.toggleLabel}>{t('sound.label')}</span>
            <span className={styles.toggleHint}>{t('sound.hint')}</span>
          </label>
          <input
            id={id}
            type="checkbox"
            role="switch"
            className={styles.toggle}
            checked={on}
            disabled={!me}
            onChange={(event) => me && setMessageSound(me.imAccount, event.target.checked)}
          />
        </div>
      </div>
    </SettingsSection>
  );
}
