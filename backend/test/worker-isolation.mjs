// Integration specs run in several Jest workers at once (make test: two), each as alone as the run
// itself: worker N > 1 gets its own copy of the run's database (made from it, migrated and seeded,
// before any spec runs: `CREATE DATABASE … TEMPLATE`), its own Redis key namespace (its queues,
// limits and sessions) and its own mail and upload folders. Worker 1, and a run in band, use the
// run's own. Shared on purpose: the rendered demo media, which nothing rewrites. (A .mjs module:
// the global setup and teardown load it outside Jest's module mapping, as scripts/lib's.)

export const WORKER_SUFFIX = '_w';

/** The database, Redis prefix and folders worker `workerId` (JEST_WORKER_ID) uses. */
export function workerEnvironment(env, workerId) {
  const suffix = `${WORKER_SUFFIX}${workerId}`;
  const database = new URL(env.DATABASE_URL ?? '');
  // Worker 1 keeps the run's own; a second call in one sandbox changes nothing.
  if (workerId <= 1 || database.pathname.endsWith(suffix)) return {};
  database.pathname = `${database.pathname}${suffix}`;
  return {
    DATABASE_URL: database.toString(),
    REDIS_KEY_PREFIX: `${env.REDIS_KEY_PREFIX ?? ''}${suffix}`,
    MAIL_DIR: `${env.MAIL_DIR ?? ''}${suffix}`,
    UPLOAD_DIR: `${env.UPLOAD_DIR ?? ''}${suffix}`,
  };
}

/** Every further worker's database name after the run's own (workers 2…count). */
export const workerDatabaseNames = (runDatabase, count) =>
  Array.from(
    { length: Math.max(0, count - 1) },
    (_, i) => `${runDatabase}${WORKER_SUFFIX}${i + 2}`,
  );
