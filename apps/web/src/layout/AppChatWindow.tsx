import { EmptyState, FloatingChatWindow, SparklesIcon } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { closeChatWindow, useLayout } from '../stores/layout';
import * as styles from './MainLayout.css';

/**
 * Wide screens: the draggable window the side bar's buttons open. Its content belongs to the
 * chat feature; until that is built it says so.
 */
export function AppChatWindow() {
  const { t } = useTranslation();
  const { chatWindow } = useLayout();
  return (
    <FloatingChatWindow
      open={chatWindow !== null}
      title={chatWindow ? t(`shortcuts.${chatWindow}`) : ''}
      onClose={closeChatWindow}
      closeLabel={t('chatWindow.close')}
      moveLabel={t('chatWindow.move')}
    >
      <EmptyState
        className={styles.windowEmpty}
        icon={<SparklesIcon />}
        title={t('comingSoon.title', { page: t('pages.chat') })}
        description={t('comingSoon.description')}
      />
    </FloatingChatWindow>
  );
}
