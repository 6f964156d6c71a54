import { Toast, ToastProvider } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { dismissToast, toastDurations, type ToastMessage } from '../stores/toasts';

/** The toasts on screen, in their own viewport. */
export default function ToastViewport({ toasts }: { toasts: readonly ToastMessage[] }) {
  const { t } = useTranslation();
  return (
    <ToastProvider label={t('toasts.label')}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          open
          onClose={() => dismissToast(toast.id)}
          tone={toast.tone}
          title={toast.title}
          description={toast.description}
          closeLabel={t('toasts.close')}
          duration={toast.tone === 'error' ? toastDurations.error : toastDurations.other}
        />
      ))}
    </ToastProvider>
  );
}
