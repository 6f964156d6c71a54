import { OfflineBanner } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useOffline } from '../stores/network';

/**
 * "You are offline", above every page of the main layout while the server cannot be reached (the
 * browser says offline, or a call found no network): said once here instead of one failure toast
 * per call. Pages show what was kept on the device (the chat list) and refresh when back online.
 */
export function OfflineNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  const offline = useOffline();
  if (!offline) return null;
  return (
    <OfflineBanner
      className={className}
      title={t('offline.title')}
      description={t('offline.description')}
    />
  );
}
