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
