export {
  BlockedUserList,
  type BlockedUser,
  type BlockedUserListLabels,
  type BlockedUserListProps,
} from './BlockedUserList';
