export {
  FriendRequestItem,
  type FriendRequest,
  type FriendRequestItemLabels,
  type FriendRequestItemProps,
} from './FriendRequestItem';
