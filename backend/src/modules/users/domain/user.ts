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
  createdAt!: Date;
  updatedAt!: Date;
}
