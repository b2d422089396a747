import type { AuthSession } from './auth-session.js';

/** A refresh token, stored only as its SHA-256; each use consumes it and issues the next one. */
export class RefreshToken {
  id!: string;
  session!: AuthSession;
  tokenHash!: string;
  createdAt!: Date;
  expiresAt!: Date;
  usedAt!: Date | null;
}
