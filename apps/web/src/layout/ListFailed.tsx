import { AlertIcon, Button, EmptyState } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './ListPage.css';

/** A list whose first page could not be loaded: says so, and offers to try again. */
export function ListFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel} role="alert">
      <EmptyState
        headingLevel={2}
        icon={<AlertIcon />}
        title={title}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        }
      />
    </div>
  );
}
