import { EntitySchema } from '@mikro-orm/core';

import {
  createdAtColumn,
  updatedAtColumn,
  uuidPrimaryKey,
} from '../../platform/database/schema-helpers.js';
import { Artist } from '../catalogue/index.js';
import { ROLES } from './domain/role.js';
import { User } from './domain/user.js';

export const UserSchema = new EntitySchema<User>({
  class: User,
  tableName: 'users',
  properties: {
    id: uuidPrimaryKey,
    email: { type: 'string', length: 254, unique: true },
    passwordHash: { type: 'string', length: 255, hidden: true },
    displayName: { type: 'string', length: 100 },
    avatarUrl: { type: 'string', length: 500, nullable: true },
    role: { enum: true, items: () => [...ROLES], nativeEnumName: 'user_role', default: 'listener' },
    artist: { kind: 'm:1', entity: () => Artist, nullable: true, deleteRule: 'set null' },
    disabledAt: { type: 'datetime', nullable: true },
    createdAt: createdAtColumn,
    updatedAt: updatedAtColumn,
  },
});

export const USERS_ENTITIES = [UserSchema];
