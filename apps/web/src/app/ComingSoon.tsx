import { Button, EmptyState, SparklesIcon } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as styles from './ComingSoon.css';
import { usePageTitle, type PageKey } from './usePageTitle';

/**
 * What a route shows until its feature is built: says so plainly, in the interface language,
 * and offers the way back. Never a page that pretends to work.
 */
export function ComingSoon({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = usePageTitle(page);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <div className={styles.root}>
        <EmptyState
          headingLevel={2}
          icon={<SparklesIcon />}
          title={t('comingSoon.title', { page: title })}
          description={t('comingSoon.description')}
          action={
            <Button variant="secondary" onClick={() => navigate('/encounter')}>
              {t('comingSoon.action')}
            </Button>
          }
        />
      </div>
    </div>
  );
}
