export { AUTH_DATABASE } from './auth.database.js';
export { AuthJobsModule, AuthModule } from './auth.module.js';
// How an artist profile's slug follows its name (registration; the studio's profile editor too).
export { ArtistProfilesRepository } from './artist-profiles.repository.js';
export { artistSlugBase, freeArtistSlug, slugCandidates } from './domain/invite-grant.js';
export { InviteCode } from './domain/invite-code.js';
export { hashPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from './password-hasher.js';
export {
  SecondFactorGate,
  SecondFactorModule,
  type SecondFactorState,
} from './second-factor/index.js';
export { randomInviteCode } from './domain/invite-code-generator.js';
export {
  type InviteCodeRecord,
  InviteCodesRepository,
  type InviteCodeStatus,
  INVITE_SORTS,
  type InviteListQuery,
  type InviteListRow,
  type InviteSort,
  inviteStatusOf,
} from './invite-codes.repository.js';
export { AuthErrors } from './auth.errors.js';
export type { LiveSession } from './sessions.repository.js';
export { UserSessions } from './user-sessions.js';
