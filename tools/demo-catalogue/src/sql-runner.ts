import type { EntityManager } from '@mikro-orm/postgresql';

/** Raw SQL with `?` placeholders, run inside whatever transaction the entity manager holds. */
export type SqlRunner = <Row extends object>(
  sql: string,
  params?: readonly unknown[],
) => Promise<Row[]>;

export function sqlRunner(em: EntityManager): SqlRunner {
  return async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
    em.execute<Row[]>(sql, [...params]);
}
