export { AUTH_ENTITIES, InviteCodeSchema } from './auth.entities.js';
export { InviteCode } from './domain/invite-code.js';
export { hashPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from './password-hasher.js';
