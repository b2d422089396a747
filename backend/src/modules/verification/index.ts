// Human verification for guarded forms: the Nest module (import it), the guard a route puts on,
// the service behind it, and the request field a guarded DTO declares.
export { VerificationModule } from './verification.module.js';
export { HumanVerificationGuard } from './human-verification.guard.js';
export { HumanVerification } from './verification.service.js';
export {
  VERIFICATION_TOKEN_FIELD,
  VERIFICATION_TOKEN_MAX_CHARS,
  VerificationTokenField,
} from './dto/verification-token.field.js';
export type { VerificationWidget } from './human-verifier.js';
export { VERIFICATION_FAILED_MESSAGE, VerificationErrors } from './verification.errors.js';
