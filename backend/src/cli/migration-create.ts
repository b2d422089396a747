import { fileURLToPath } from 'node:url';

import { MikroORM } from '@mikro-orm/postgresql';

import { loadConfig } from '../config/index.js';
import { appOrmOptions } from '../database-facts.js';
import { ensureDatabaseExists } from './ensure-database.js';

/**
 * `npm run migration:create -- <name>`: diffs the entities against the (migrated) database and
 * writes a TypeScript migration into src/migrations, whichever folder this runs from.
 */
const sourceDir = fileURLToPath(new URL('../../../src/migrations', import.meta.url));
const sourceMigrations = import.meta.url.includes('/dist/')
  ? sourceDir
  : fileURLToPath(new URL('../migrations', import.meta.url));

async function main(): Promise<void> {
  const { env } = loadConfig();
  await ensureDatabaseExists(env.DATABASE_URL);
  const base = appOrmOptions(env.DATABASE_URL);
  const orm = await MikroORM.init({
    ...base,
    migrations: { ...base.migrations, path: sourceMigrations },
  });
  try {
    await orm.migrator.up();
    const name = process.argv[2];
    const result = await orm.migrator.create(undefined, false, false, name);
    console.log(result.diff.up.length > 0 ? `Created ${result.fileName}` : 'No schema changes.');
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
