export { UserCard, type UserCardLabels, type UserCardProps, type UserCardUser } from './UserCard';
export type { FriendState } from './UserCardActions';
