import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';

import { AppConfig } from '../../../config/index.js';
import type { Statement } from './search-statements.js';

/** Connections for search; the two CPU cores are the limit, not connections. */
const POOL_SIZE = 4;

/** Session settings of the search connections (why: see SearchDatabase). */
export const SEARCH_SESSION_SETTINGS = {
  plan_cache_mode: 'force_generic_plan',
  enable_seqscan: 'off',
  jit: 'off',
  // Similarity floors (search-sql.ts): whole names (`%`) and single-word corrections (`%>>`).
  'pg_trgm.similarity_threshold': '0.5',
  'pg_trgm.strict_word_similarity_threshold': '0.3',
} as const;

/**
 * The search statements' own small pool. Each statement is prepared once per connection and
 * then only bound and executed: planning a ranked search takes longer (~4 ms) than running it.
 * The session settings make that plan safe for every query:
 * - force_generic_plan: one plan, made without looking at the query text, so it cannot be
 *   surprised by it either;
 * - enable_seqscan=off: a generic plan cannot see how selective a query is and may guess that
 *   scanning a table until LIMIT rows match is cheap, which is a full scan when nothing
 *   matches. Every predicate of these statements is index-backed by design (an integration
 *   test checks the plans), so table scans are ruled out here rather than left to a guess;
 * - jit=off: with scans ruled out plan costs look huge and would trigger JIT compilation,
 *   which costs ~400 ms to save microseconds.
 */
@Injectable()
export class SearchDatabase implements OnModuleDestroy {
  private readonly logger = new Logger(SearchDatabase.name);
  private readonly pool: pg.Pool;

  constructor(config: AppConfig) {
    this.pool = new pg.Pool({
      connectionString: config.env.DATABASE_URL,
      max: POOL_SIZE,
      options: Object.entries(SEARCH_SESSION_SETTINGS)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' '),
    });
    this.pool.on('error', (error) => {
      this.logger.warn({ err: error }, 'idle search connection failed');
    });
  }

  async query<Row>(statement: Statement, values: readonly unknown[]): Promise<Row[]> {
    const result = await this.pool.query({ ...statement, values: [...values] });
    return result.rows as Row[];
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }
}
