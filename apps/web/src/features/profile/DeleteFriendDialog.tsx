import { ConfirmDialog } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { cancelDeleteFriend, confirmDeleteFriend, useProfile } from './profile';

/** Asks before deleting the friend whose profile is on screen. */
export function DeleteFriendDialog() {
  const { t } = useTranslation('profile');
  const { profile, unfriend } = useProfile();
  const name = profile?.nickname ?? '';
  return (
    <ConfirmDialog
      open={unfriend !== 'idle'}
      title={t('unfriend.title', { name })}
      description={t('unfriend.description', { name })}
      confirmLabel={t('unfriend.confirm')}
      cancelLabel={t('unfriend.cancel')}
      closeLabel={t('unfriend.close')}
      tone="danger"
      pending={unfriend === 'pending'}
      onConfirm={() => void confirmDeleteFriend()}
      onCancel={cancelDeleteFriend}
    />
  );
}
