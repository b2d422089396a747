import { RequestMethod } from '@nestjs/common';

import type { ModuleDatabaseFacts } from '../../platform/database/index.js';

/** What analytics registers with the database platform (see src/database-facts.ts). */
export const ANALYTICS_DATABASE: ModuleDatabaseFacts = {
  // Written by one hand-written batch statement (jobs/play-events-sql.ts), not by the ORM.
  skipTables: [/^play_(events|daily_\w+)$/],
  // The intake never touches the ORM; a request context per event cost ~9% of its CPU.
  routesWithoutOrm: [{ path: 'analytics/log-play', method: RequestMethod.POST }],
};
