export { AUTH_DATABASE } from './auth.database.js';
export { AuthJobsModule, AuthModule } from './auth.module.js';
export { InviteCode } from './domain/invite-code.js';
export { hashPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from './password-hasher.js';
export {
  SecondFactorGate,
  SecondFactorModule,
  type SecondFactorState,
} from './second-factor/index.js';
