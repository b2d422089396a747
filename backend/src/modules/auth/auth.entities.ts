import { EntitySchema } from '@mikro-orm/core';

import { createdAtColumn, uuidPrimaryKey } from '../../platform/database/schema-helpers.js';
import { User } from '../users/index.js';
import { AuthSession } from './domain/auth-session.js';
import { InviteCode } from './domain/invite-code.js';
import { PasswordResetToken } from './domain/password-reset-token.js';
import { RefreshToken } from './domain/refresh-token.js';

export const InviteCodeSchema = new EntitySchema<InviteCode>({
  class: InviteCode,
  tableName: 'invite_codes',
  properties: {
    id: uuidPrimaryKey,
    code: { type: 'string', length: 64, unique: true },
    maxUses: { type: 'integer', default: 1 },
    uses: { type: 'integer', default: 0 },
    expiresAt: { type: 'datetime', nullable: true },
    note: { type: 'string', length: 200, nullable: true },
    revokedAt: { type: 'datetime', nullable: true },
    createdAt: createdAtColumn,
  },
});

const tokenHashColumn = { type: 'string', length: 64, unique: true } as const;

export const AuthSessionSchema = new EntitySchema<AuthSession>({
  class: AuthSession,
  tableName: 'auth_sessions',
  properties: {
    id: uuidPrimaryKey,
    user: { kind: 'm:1', entity: () => User, deleteRule: 'cascade', index: true },
    userAgent: { type: 'string', length: 300, nullable: true },
    ip: { type: 'string', length: 64, nullable: true },
    createdAt: createdAtColumn,
    lastUsedAt: { type: 'datetime', defaultRaw: 'now()' },
    expiresAt: { type: 'datetime' },
    revokedAt: { type: 'datetime', nullable: true },
    revokedReason: { type: 'string', length: 40, nullable: true },
  },
});

export const RefreshTokenSchema = new EntitySchema<RefreshToken>({
  class: RefreshToken,
  tableName: 'refresh_tokens',
  properties: {
    id: uuidPrimaryKey,
    session: { kind: 'm:1', entity: () => AuthSession, deleteRule: 'cascade', index: true },
    tokenHash: tokenHashColumn,
    createdAt: createdAtColumn,
    expiresAt: { type: 'datetime' },
    usedAt: { type: 'datetime', nullable: true },
  },
});

export const PasswordResetTokenSchema = new EntitySchema<PasswordResetToken>({
  class: PasswordResetToken,
  tableName: 'password_reset_tokens',
  properties: {
    id: uuidPrimaryKey,
    user: { kind: 'm:1', entity: () => User, deleteRule: 'cascade', index: true },
    tokenHash: tokenHashColumn,
    createdAt: createdAtColumn,
    expiresAt: { type: 'datetime' },
    usedAt: { type: 'datetime', nullable: true },
  },
});

export const AUTH_ENTITIES = [
  InviteCodeSchema,
  AuthSessionSchema,
  RefreshTokenSchema,
  PasswordResetTokenSchema,
];
