import { MikroORM } from '@mikro-orm/postgresql';

import { loadConfig } from '../config/index.js';
import { appOrmOptions } from '../database-facts.js';
import { ensureDatabaseExists } from './ensure-database.js';

/** `npm run migrate`: creates the database when missing, then applies pending migrations. */
async function main(): Promise<void> {
  const { env } = loadConfig();
  await ensureDatabaseExists(env.DATABASE_URL);
  const orm = await MikroORM.init(appOrmOptions(env.DATABASE_URL));
  try {
    const applied = await orm.migrator.up();
    console.log(
      applied.length > 0
        ? `Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`
        : 'Database schema is up to date.',
    );
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
