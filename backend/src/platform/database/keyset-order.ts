/**
 * Keyset pagination in SQL: a list ordered by one key, then by id (so the order is total), and
 * resumed strictly after the last row of the previous page — no OFFSET, so a page costs the same
 * however deep it is, and rows added meanwhile neither repeat nor skip others.
 */
export interface KeysetKey {
  /** What rows are ordered by, e.g. `lower(u.display_name)`. */
  expression: string;
  /** The key as the next page's cursor carries it (text). */
  printed: string;
  /** How a cursor's text is cast back to compare with `expression`. */
  cast: string;
}

export type KeysetDirection = 'asc' | 'desc';

/** A timestamp column, carried as PostgreSQL prints it in UTC with microseconds (Date drops them). */
export const timestampKey = (column: string): KeysetKey => ({
  expression: column,
  printed: `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  cast: '::timestamptz',
});

/** A text expression, carried as it is. */
export const textKey = (expression: string): KeysetKey => ({
  expression,
  printed: expression,
  cast: '',
});

/** The condition that resumes after a row (key and id), and the ORDER BY that goes with it. */
export function keysetOrder(
  key: KeysetKey,
  idColumn: string,
  direction: KeysetDirection,
  after: { key: string; id: string } | undefined,
): { after: { sql: string; values: string[] } | null; orderBy: string } {
  const operator = direction === 'asc' ? '>' : '<';
  return {
    after: after
      ? {
          sql: `(${key.expression}, ${idColumn}) ${operator} (?${key.cast}, ?::uuid)`,
          values: [after.key, after.id],
        }
      : null,
    orderBy: `${key.expression} ${direction}, ${idColumn} ${direction}`,
  };
}
