import { Button, EmptyState, Spinner } from '@heartline/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './AccountPage.css';

type Props = {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** What failed, said as the empty state's title. */
  failedTitle: string;
  onRetry: () => void;
  icon: ReactNode;
  children: ReactNode;
};

/** A tab's package list: a spinner while it loads, the failure with a retry, or the packages. */
export function PackagesState({ status, failedTitle, onRetry, icon, children }: Props) {
  const { t } = useTranslation('account');
  if (status === 'ready') return children;
  if (status === 'failed') {
    return (
      <EmptyState
        headingLevel={2}
        icon={icon}
        title={failedTitle}
        description={t('bills.failedDescription')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('errors.retry', { ns: 'common' })}
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.centred}>
      <Spinner size="large" label={t('packagesLoading')} />
    </div>
  );
}
