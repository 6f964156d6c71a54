export {
  FRIEND_NOTE_MAX,
  FriendRequestDialog,
  type FriendRequestDialogLabels,
  type FriendRequestDialogProps,
} from './FriendRequestDialog';
