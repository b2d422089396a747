/** Access tokens live 15 minutes (the ceiling); revocation entries must outlive them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A refresh token keeps a user signed in this long after its last use (sliding). */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** The only algorithm tokens are signed with and accepted in (no `alg` negotiation). */
export const JWT_ALGORITHM = 'HS256';
export const JWT_AUDIENCE = 'encore-api';
