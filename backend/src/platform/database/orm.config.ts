import { fileURLToPath } from 'node:url';

import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';

import type { DatabaseFacts } from './database-facts.js';

const migrationsDir = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * MikroORM options for the app, the worker and the CLIs (which all pass the composition root's
 * facts). Schema changes only via migrations.
 */
export function createOrmOptions(
  databaseUrl: string,
  facts: Pick<DatabaseFacts, 'entities' | 'skipTables'>,
  overrides: Partial<Options> = {},
): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: [...facts.entities],
    extensions: [Migrator],
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    // Functions, triggers and the modules' skipped tables are hand-written SQL: generated
    // migrations must not propose dropping them.
    schemaGenerator: {
      ignoreRoutines: true,
      ignoreTriggers: true,
      skipTables: [...facts.skipTables],
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
