export { Avatar, type AvatarProps, type MemberLevel } from './Avatar';
