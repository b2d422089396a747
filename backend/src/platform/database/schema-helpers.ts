import { randomUUID } from 'node:crypto';

/**
 * Column definitions shared by every table. UUIDs are made in the app (so a unit of work can
 * link new rows before flushing) and by PostgreSQL for bulk inserts that omit them.
 */
export const uuidPrimaryKey = {
  type: 'uuid',
  primary: true,
  onCreate: () => randomUUID(),
  defaultRaw: 'gen_random_uuid()',
} as const;

export const createdAtColumn = {
  type: 'datetime',
  onCreate: () => new Date(),
  defaultRaw: 'now()',
} as const;

export const updatedAtColumn = {
  type: 'datetime',
  onCreate: () => new Date(),
  onUpdate: () => new Date(),
  defaultRaw: 'now()',
} as const;
