export { AUTH_ENTITIES, InviteCodeSchema } from './auth.entities.js';
export { InviteCode } from './domain/invite-code.js';
