import type { User } from '../../users/index.js';

/** A single-use, 30-minute password reset link token, stored only as its SHA-256. */
export class PasswordResetToken {
  id!: string;
  user!: User;
  tokenHash!: string;
  createdAt!: Date;
  expiresAt!: Date;
  usedAt!: Date | null;
}
