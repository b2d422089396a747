export { ROLES, type Role } from './domain/role.js';
export { User } from './domain/user.js';
export { DISPLAY_NAME_MAX_LENGTH } from './dto/profile.dto.js';
export { toUserDto, UserDto } from './dto/user.dto.js';
export { UsersModule } from './users.module.js';
export {
  type ArtistAccount,
  type LockedUser,
  type NewUser,
  normaliseEmail,
  UsersRepository,
} from './users.repository.js';
export {
  USER_SORTS,
  UserDirectory,
  type UserListQuery,
  type UserListRow,
  type UserSort,
} from './user-directory.js';
export { USERS_DATABASE } from './users.database.js';
