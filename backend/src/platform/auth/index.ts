export {
  type AccessClaims,
  AccessTokenService,
  type IssuedAccessToken,
  jwtVerifyKey,
  toClaims,
} from './access-token.js';
export { AdminPower } from './admin-power.js';
export { BearerAuthenticator, bearerTokenIn, bearerTokenOf } from './bearer-authenticator.js';
export { AuthPlatformModule } from './auth-platform.module.js';
export { CurrentUser, JwtAuthGuard } from './jwt-auth.guard.js';
export { CallerId, OptionalBearerGuard } from './optional-bearer.guard.js';
export { SessionRevocations } from './session-revocations.js';
export {
  ACCESS_TOKEN_TTL_SECONDS,
  JWT_ALGORITHM,
  JWT_AUDIENCE,
  REFRESH_TOKEN_TTL_SECONDS,
} from './token-lifetimes.js';
