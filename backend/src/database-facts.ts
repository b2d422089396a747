import type { Options } from '@mikro-orm/postgresql';

import { ACCESS_DATABASE } from './modules/access/index.js';
import { ANALYTICS_DATABASE } from './modules/analytics/index.js';
import { AUTH_DATABASE } from './modules/auth/index.js';
import { CATALOGUE_DATABASE } from './modules/catalogue/index.js';
import { LISTENING_DATABASE } from './modules/listening/index.js';
import { PAYMENTS_DATABASE } from './modules/payments/index.js';
import { PUBLISHING_DATABASE } from './modules/publishing/index.js';
import { USERS_DATABASE } from './modules/users/index.js';
import { WAITLIST_DATABASE } from './modules/waitlist/index.js';
import { combineDatabaseFacts, createOrmOptions } from './platform/database/index.js';

/**
 * The composition root's list of every module's database facts (entities, skipped tables,
 * ORM-free routes, SQL session settings), for the app, the worker and the CLIs. A new module
 * exports its `<MODULE>_DATABASE` from its index.ts and is added here; platform/ names none.
 */
export const DATABASE_FACTS = combineDatabaseFacts([
  CATALOGUE_DATABASE,
  USERS_DATABASE,
  AUTH_DATABASE,
  ANALYTICS_DATABASE,
  ACCESS_DATABASE,
  PAYMENTS_DATABASE,
  PUBLISHING_DATABASE,
  WAITLIST_DATABASE,
  LISTENING_DATABASE,
]);

/** MikroORM options with every module's entities: what the CLIs and the demo seed open. */
export const appOrmOptions = (databaseUrl: string, overrides?: Partial<Options>): Options =>
  createOrmOptions(databaseUrl, DATABASE_FACTS, overrides);
