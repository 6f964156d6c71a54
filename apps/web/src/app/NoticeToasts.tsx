import { Toast, ToastProvider } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { dismissNotice, type Notice } from '../stores/notices';

/** The toasts of the notices on screen, in their own viewport. */
export default function NoticeToasts({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation();
  return (
    <ToastProvider label={t('notices.label')}>
      {notices.map((notice) => (
        <Toast
          key={notice.id}
          open
          onClose={() => dismissNotice(notice.id)}
          tone={notice.tone}
          title={notice.title}
          description={notice.description}
          closeLabel={t('notices.close')}
          duration={notice.tone === 'error' ? 6000 : 3000}
        />
      ))}
    </ToastProvider>
  );
}
