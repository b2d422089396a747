export { ROLES, type Role } from './domain/role.js';
export { User } from './domain/user.js';
export { USERS_ENTITIES, UserSchema } from './users.entities.js';
