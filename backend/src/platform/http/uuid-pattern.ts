/**
 * Any UUID PostgreSQL accepts in canonical form. Every route that takes an id checks it with this
 * first, so a malformed id is a 400 and never reaches the database as a 500.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
