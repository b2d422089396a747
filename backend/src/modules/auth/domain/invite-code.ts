/** A registration invite: usable `maxUses` times until `expiresAt` (null: never expires). */
export class InviteCode {
  id!: string;
  code!: string;
  maxUses!: number;
  uses!: number;
  expiresAt!: Date | null;
  note!: string | null;
  createdAt!: Date;
}
