export {
  FollowList,
  type FollowListEntry,
  type FollowListLabels,
  type FollowListProps,
} from './FollowList';
