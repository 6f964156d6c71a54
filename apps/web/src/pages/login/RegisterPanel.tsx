import { EmptyState, SparklesIcon } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as styles from './LoginPage.css';

/** Registration (e-mail, code, password, personal info, avatar, hobbies): not in this build yet. */
export function RegisterPanel() {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('login');
  return (
    <div className={styles.form}>
      <h1 className={styles.title}>{t('pages.register')}</h1>
      <EmptyState
        icon={<SparklesIcon />}
        title={t('comingSoon.title', { page: t('pages.register') })}
        description={t('comingSoon.description')}
        action={
          <Link to="/login" className={styles.backLink}>
            {tl('backToLogin')}
          </Link>
        }
      />
    </div>
  );
}
