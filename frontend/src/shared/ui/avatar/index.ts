export { Avatar, initialsOf } from './avatar';
export type { AvatarProps, AvatarSize } from './avatar';
