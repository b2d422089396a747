import { RequestMethod } from '@nestjs/common';

import type { ModuleDatabaseFacts } from '../../platform/database/index.js';

/** What analytics registers with the database platform (see src/database-facts.ts). */
export const ANALYTICS_DATABASE: ModuleDatabaseFacts = {
  // Written by hand-written statements (jobs/play-events-sql.ts, jobs/play-metrics-sql.ts), not by the ORM.
  skipTables: [/^play_(events|rollup_dirty|daily_\w+)$/, /^artist_listener_first_days$/],
  // The intake never touches the ORM; a request context per event cost ~9% of its CPU.
  routesWithoutOrm: [{ path: 'analytics/log-play', method: RequestMethod.POST }],
};
