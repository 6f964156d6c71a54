export {
  ProfileHeader,
  type ProfileHeaderLabels,
  type ProfileHeaderProfile,
  type ProfileHeaderProps,
} from './ProfileHeader';
export type { ProfileCountKind } from './ProfileHeaderCounts';
