import { EmptyState, SparklesIcon } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { AuthFrame } from '../login/AuthFrame';
import * as styles from '../login/LoginPage.css';

/** /pass: forgot or reset password, open to anonymous users. Not in this build yet: says so. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('login');
  const title = usePageTitle('pass');
  return (
    <AuthFrame>
      <h1 className={styles.title}>{title}</h1>
      <EmptyState
        icon={<SparklesIcon />}
        title={t('comingSoon.title', { page: title })}
        description={t('comingSoon.description')}
        action={
          <Link to="/login" className={styles.backLink}>
            {tl('backToLogin')}
          </Link>
        }
      />
    </AuthFrame>
  );
}
