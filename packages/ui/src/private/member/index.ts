export { GenderAge, type GenderAgeProps } from './GenderAge';
export { MemberBadge, type MemberBadgeProps } from './MemberBadge';
export { memberLevelOf, type Gender, type UserBrief, type VipLevel } from './userBrief';
