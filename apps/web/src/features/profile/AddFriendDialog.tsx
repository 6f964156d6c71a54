import { FriendRequestDialog } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { COUNTER } from '../../i18n/counter';
import { cancelFriendRequest, sendFriendRequest, useProfile } from './profile';

/** The friend request of the profile on screen, with its optional note. */
export function AddFriendDialog() {
  const { t } = useTranslation('profile');
  const { profile, askingFriendRequest, friendPending } = useProfile();
  return (
    <FriendRequestDialog
      // A new dialog (an empty note) for each member.
      key={profile?.id}
      open={askingFriendRequest}
      name={profile?.nickname ?? ''}
      pending={friendPending}
      labels={{
        title: t('friendRequest.title', { name: '{name}' }),
        description: t('friendRequest.description', { name: '{name}' }),
        note: t('friendRequest.note'),
        notePlaceholder: t('friendRequest.notePlaceholder'),
        noteCount: COUNTER,
        send: t('friendRequest.send'),
        cancel: t('friendRequest.cancel'),
        close: t('friendRequest.close'),
      }}
      onSend={({ note }) => void sendFriendRequest(note)}
      onCancel={cancelFriendRequest}
    />
  );
}
