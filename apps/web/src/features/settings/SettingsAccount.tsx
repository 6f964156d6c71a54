import { Avatar, Button, EditIcon } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../stores/session';
import * as styles from './SettingsPage.css';
import { SettingsSection } from './SettingsSection';

const levels = ['normal', 'vip', 'svip'] as const;

/** Who is logged in (photo, nickname, ID, e-mail), and the way to edit the profile. */
export function SettingsAccount() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const { me } = useSession();
  if (!me) return null;
  return (
    <SettingsSection title={t('account.title')}>
      <div className={styles.card}>
        <div className={styles.row}>
          <div className={styles.account}>
            <Avatar
              name={me.nickname}
              src={me.avatar}
              size="large"
              level={levels[me.vipLevel] ?? 'normal'}
            />
            <div className={styles.accountText}>
              <span className={styles.nickname}>{me.nickname}</span>
              <span className={styles.accountDetail}>{t('account.id', { id: me.account })}</span>
              <span className={styles.accountDetail}>{me.email}</span>
            </div>
          </div>
          <Button variant="secondary" icon={<EditIcon />} onClick={() => navigate('/profile/edit')}>
            {t('account.edit')}
          </Button>
        </div>
      </div>
    </SettingsSection>
  );
}
