/**
 * A registration invite: usable `maxUses` times until `expiresAt` (null: never expires), unless
 * an admin revoked it (`revokedAt`).
 */
export class InviteCode {
  id!: string;
  code!: string;
  maxUses!: number;
  uses!: number;
  expiresAt!: Date | null;
  note!: string | null;
  revokedAt!: Date | null;
  createdAt!: Date;
}
