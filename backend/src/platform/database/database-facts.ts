import type { Options } from '@mikro-orm/postgresql';
import type { RequestMethod } from '@nestjs/common';

type Entity = NonNullable<Options['entities']>[number];
type TableName = string | RegExp;

/** A route as Nest's middleware consumer takes it: path without the global prefix. */
export interface RouteWithoutOrm {
  readonly path: string;
  readonly method: RequestMethod;
}

/**
 * What a module tells the database platform about itself. Each module exports one from its
 * index.ts and the composition root (src/database-facts.ts) hands them all to DatabaseModule
 * and the CLIs, so platform/ never has to name a module, a route or a table.
 */
export interface ModuleDatabaseFacts {
  /** The module's MikroORM entities (listed, not discovered: faster boot, ESM-safe). */
  readonly entities?: readonly Entity[];
  /** Tables kept by hand-written SQL: generated migrations must not propose dropping them. */
  readonly skipTables?: readonly TableName[];
  /** Routes that never touch the ORM and so are served without a request context. */
  readonly routesWithoutOrm?: readonly RouteWithoutOrm[];
  /** Settings every SqlPool connection starts with, for the module's prepared statements. */
  readonly sqlSessionSettings?: Readonly<Record<string, string>>;
}

/** Every module's facts together: what DatabaseModule and createOrmOptions() take. */
export interface DatabaseFacts {
  readonly entities: readonly Entity[];
  readonly skipTables: readonly TableName[];
  readonly routesWithoutOrm: readonly RouteWithoutOrm[];
  readonly sqlSessionSettings: Readonly<Record<string, string>>;
}

/**
 * Joins the modules' facts. Two modules asking for different values of one session setting
 * would each get the other's silently (the pool is shared), so that fails at boot instead.
 */
export function combineDatabaseFacts(modules: readonly ModuleDatabaseFacts[]): DatabaseFacts {
  const sqlSessionSettings: Record<string, string> = {};
  for (const facts of modules) {
    for (const [name, value] of Object.entries(facts.sqlSessionSettings ?? {})) {
      const registered = sqlSessionSettings[name];
      if (registered !== undefined && registered !== value) {
        throw new Error(
          `Two modules set the SQL session setting ${name}: ${registered} and ${value}`,
        );
      }
      sqlSessionSettings[name] = value;
    }
  }
  return {
    entities: modules.flatMap((facts) => facts.entities ?? []),
    skipTables: modules.flatMap((facts) => facts.skipTables ?? []),
    routesWithoutOrm: modules.flatMap((facts) => facts.routesWithoutOrm ?? []),
    sqlSessionSettings,
  };
}

/** Injection token of the combined DatabaseFacts (provided by DatabaseModule.forRoot). */
export const DATABASE_FACTS_TOKEN = Symbol('DatabaseFacts');
