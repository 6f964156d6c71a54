import { AlertIcon, EmptyState, ModerationAuditLog, Tabs } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDate } from '../../i18n/formatDate';
import { hasMore, isFirstLoad } from '../../stores/pagedList';
import { chooseTab, loadMore, loadTab, useModeration, type ModerationTab } from './moderation';
import * as styles from './ModerationPage.css';
import { ModerationWorkspace } from './ModerationWorkspace';
import { PhotoVerificationTab } from './PhotoVerificationTab';
import { useAuditLabels } from './useModerationLabels';

const isTab = (value: string): value is ModerationTab =>
  value === 'open' || value === 'handled' || value === 'verifications' || value === 'audit';

/**
 * /moderation, the operators' console (issue 18): the open queue beside the case being judged,
 * the handled reports and the audit log. In no menu; a member who is not an operator sees the
 * forbidden state.
 */
export default function ModerationPage() {
  const { t } = useTranslation('moderation');
  const title = usePageTitle('moderation');
  const { tab, audit, forbidden } = useModeration();
  const auditLabels = useAuditLabels();
  useEffect(() => {
    void loadTab();
  }, []);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {!forbidden && <p className={styles.intro}>{t('intro')}</p>}
      </header>
      {forbidden ? (
        <EmptyState
          icon={<AlertIcon />}
          headingLevel={2}
          title={t('forbidden.title')}
          description={t('forbidden.description')}
        />
      ) : (
        <Tabs
          label={t('tabs.label')}
          value={tab}
          onValueChange={({ value }) => {
            if (isTab(value)) void chooseTab(value);
          }}
          items={[
            { value: 'open', label: t('tabs.open'), content: <ModerationWorkspace state="open" /> },
            {
              value: 'handled',
              label: t('tabs.handled'),
              content: <ModerationWorkspace state="handled" />,
            },
            {
              value: 'verifications',
              label: t('tabs.verifications'),
              content: <PhotoVerificationTab />,
            },
            {
              value: 'audit',
              label: t('tabs.audit'),
              content: (
                <ModerationAuditLog
                  entries={[...audit.items]}
                  labels={auditLabels}
                  formatTime={formatDate}
                  loading={isFirstLoad(audit)}
                  hasMore={hasMore(audit)}
                  loadingMore={audit.loadingMore}
                  onLoadMore={() => void loadMore('audit')}
                />
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
