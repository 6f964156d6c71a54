import { ConfirmDialog, PaymentNoticeDialog } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { cancelDelete, confirmDelete } from './store/conversations';
import { editFlagged, sendAnyway } from './store/firstMessageCare';
import { acknowledgeKicked } from './store/lifecycle';
import { dismissPaymentNotice } from './store/payments';
import { useChat } from './store/state';

/**
 * Deleting (confirmed), a flagged first message (send anyway or edit), the paid-photo and
 * burn-image notices, logged in on another device.
 */
export function ChatNoticeDialogs() {
  const { t, i18n } = useTranslation('chat');
  const { confirm, confirmPending, paymentNotice, kicked, conversations, firstMessageCare } =
    useChat();
  const asked = conversations.find((c) => c.imAccount === confirm?.peer);
  const name = asked ? asked.friendRemarkName || asked.nickname : '';
  const history = confirm?.kind === 'history';
  return (
    <>
      <ConfirmDialog
        open={confirm !== null}
        tone="danger"
        title={history ? t('delete.historyTitle') : t('delete.conversationTitle')}
        description={
          history
            ? t('delete.historyDescription', { name })
            : t('delete.conversationDescription', { name })
        }
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        closeLabel={t('delete.close')}
        pending={confirmPending}
        onConfirm={() => void confirmDelete()}
        onCancel={cancelDelete}
      />
      <ConfirmDialog
        open={firstMessageCare !== null}
        title={t('firstMessage.title')}
        description={firstMessageCare?.question}
        confirmLabel={t('firstMessage.sendAnyway')}
        cancelLabel={t('firstMessage.edit')}
        closeLabel={t('firstMessage.close')}
        onConfirm={() => void sendAnyway()}
        onCancel={editFlagged}
      />
      <PaymentNoticeDialog
        open={paymentNotice !== null}
        alertType={paymentNotice ?? 0}
        title={paymentNotice === 1 ? t('notice.burnTitle') : t('notice.photoTitle')}
        message={paymentNotice === 1 ? t('notice.burnMessage') : t('notice.photoMessage')}
        price={3}
        locale={i18n.language}
        labels={{ gotIt: t('notice.gotIt'), close: t('notice.close') }}
        onDismiss={() => void dismissPaymentNotice()}
      />
      <ConfirmDialog
        open={kicked}
        title={t('kicked.title')}
        description={t('kicked.message')}
        confirmLabel={t('kicked.confirm')}
        cancelLabel={t('kicked.close')}
        closeLabel={t('kicked.close')}
        onConfirm={acknowledgeKicked}
        onCancel={acknowledgeKicked}
      />
    </>
  );
}
