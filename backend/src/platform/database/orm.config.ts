import { fileURLToPath } from 'node:url';

import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';

import { ALL_ENTITIES } from '../../modules/entities.js';

const migrationsDir = fileURLToPath(new URL('../../migrations', import.meta.url));

/** MikroORM options for the app, the worker and the CLIs. Schema changes only via migrations. */
export function createOrmOptions(databaseUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: ALL_ENTITIES,
    extensions: [Migrator],
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    // Search functions, triggers and their word table, and the play analytics tables (written by
    // one batch statement), are hand-written SQL: generated migrations must not propose dropping them.
    schemaGenerator: {
      ignoreRoutines: true,
      ignoreTriggers: true,
      skipTables: ['search_words', /^play_(events|daily_\w+)$/],
    },
    migrations: {
      path: migrationsDir,
      glob: '!(*.d).{js,ts}',
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
    },
    ...overrides,
  });
}
