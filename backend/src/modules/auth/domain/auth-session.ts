import type { User } from '../../users/index.js';

/**
 * One signed-in device: the family of refresh tokens issued by one login. Revoking it ends the
 * session everywhere (logout, password change, refresh-token reuse).
 */
export class AuthSession {
  id!: string;
  user!: User;
  userAgent!: string | null;
  ip!: string | null;
  createdAt!: Date;
  lastUsedAt!: Date;
  expiresAt!: Date;
  revokedAt!: Date | null;
  revokedReason!: string | null;
}
