import { AlertIcon, Button, EmptyState } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as styles from './RouteError.css';

/** An address the app does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.root}>
      <EmptyState
        headingLevel={2}
        icon={<AlertIcon />}
        title={t('errors.notFoundTitle')}
        description={t('errors.notFound')}
        action={
          <Button variant="secondary" onClick={() => navigate('/encounter')}>
            {t('errors.backHome')}
          </Button>
        }
      />
    </div>
  );
}
