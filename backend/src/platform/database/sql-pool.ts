import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';

import { AppConfig } from '../../config/index.js';
import { DATABASE_FACTS_TOKEN, type DatabaseFacts } from './database-facts.js';
import type { PreparedStatement } from './prepared-statement.js';

/** `-c name=value` options for the connection startup packet (spaces escaped, as libpq does). */
export const sessionOptions = (settings: Readonly<Record<string, string>>): string =>
  Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value.replace(/[\\ ]/g, '\\$&')}`)
    .join(' ');

/**
 * One small pool of plain pg connections for hot statements that skip the ORM (ranked search,
 * the play-event group commit). Each statement is prepared on a connection the first time it
 * runs there and then only bound and executed: planning can cost more than running. Connections
 * start with the session settings the modules registered (DatabaseFacts.sqlSessionSettings).
 * Closed on application shutdown, after queue workers have finished their jobs.
 */
@Injectable()
export class SqlPool implements OnApplicationShutdown {
  private readonly logger = new Logger(SqlPool.name);
  private readonly pool: pg.Pool;
  /** Statement texts by name: a connection cannot hold two statements of one name. */
  private readonly texts = new Map<string, string>();

  constructor(config: AppConfig, @Inject(DATABASE_FACTS_TOKEN) facts: DatabaseFacts) {
    this.pool = new pg.Pool({
      connectionString: config.env.DATABASE_URL,
      max: config.env.SQL_POOL_SIZE,
      options: sessionOptions(facts.sqlSessionSettings),
    });
    this.pool.on('error', (error) => {
      this.logger.warn({ err: error }, 'idle SQL pool connection failed');
    });
  }

  async query<Row, Values extends readonly unknown[]>(
    statement: PreparedStatement<Row, Values>,
    values: Values,
  ): Promise<Row[]> {
    this.checkUniqueName(statement.name, statement.text);
    const result = await this.pool.query({
      name: statement.name,
      text: statement.text,
      values: [...values],
    });
    return result.rows as Row[];
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }

  private checkUniqueName(name: string, text: string): void {
    const known = this.texts.get(name);
    if (known === undefined) this.texts.set(name, text);
    else if (known !== text) throw new Error(`Two SQL statements are named ${name}`);
  }
}
