import type { Artist } from '../../catalogue/index.js';
import type { Role } from './role.js';

export class User {
  id!: string;
  /** Stored lower-cased and trimmed; unique. */
  email!: string;
  passwordHash!: string;
  displayName!: string;
  avatarUrl!: string | null;
  role!: Role;
  /** The artist profile an `artist` account manages. */
  artist!: Artist | null;
  /** When an admin disabled the account: it cannot log in and its sessions were ended. */
  disabledAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}
