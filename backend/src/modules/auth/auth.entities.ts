import { EntitySchema } from '@mikro-orm/core';

import { createdAtColumn, uuidPrimaryKey } from '../../platform/database/schema-helpers.js';
import { InviteCode } from './domain/invite-code.js';

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
    createdAt: createdAtColumn,
  },
});

export const AUTH_ENTITIES = [InviteCodeSchema];
