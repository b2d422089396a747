import { parseArgs } from 'node:util';

import { loadConfig, print, runCli } from '@encore/backend/tools';

import { type BulkCounts, describeBulkCounts, runBulkSeed } from '../bulk/index.js';

/**
 * `npm run seed:bulk`: a large metadata-only catalogue for benchmarks on top of the demo seed,
 * reusing its audio files. Bulk rows have `bulk-` slugs; `--reset` alone removes them.
 */
runCli('Bulk seed', async () => {
  const { values } = parseArgs({
    options: {
      artists: { type: 'string' },
      albums: { type: 'string' },
      tracks: { type: 'string' },
      reset: { type: 'boolean', default: false },
      seed: { type: 'string', default: '2026' },
    },
    strict: true,
  });
  const given = [values.artists, values.albums, values.tracks];
  let counts: BulkCounts | null = null;
  if (given.every((value) => value !== undefined)) {
    counts = {
      artists: Number(values.artists),
      albums: Number(values.albums),
      tracks: Number(values.tracks),
    };
  } else if (given.some((value) => value !== undefined) || !values.reset) {
    throw new Error(
      'give all of --artists, --albums and --tracks (e.g. --artists 50000 --albums 100000 --tracks 500000), or only --reset.',
    );
  }
  const { env } = loadConfig();
  const started = performance.now();
  const result = await runBulkSeed({
    databaseUrl: env.DATABASE_URL,
    counts,
    reset: values.reset,
    seed: Number(values.seed),
    log: print,
  });
  switch (result.status) {
    case 'unchanged':
      print(
        `Bulk catalogue already present (${describeBulkCounts(result.counts)}); nothing to do. Use --reset to regenerate.`,
      );
      return;
    case 'removed':
      print(`Removed the bulk catalogue (${describeBulkCounts(result.removed)}).`);
      return;
    case 'seeded': {
      const total = (performance.now() - started) / 1000;
      print(
        `Bulk catalogue: ${describeBulkCounts(result.counts)} (${result.rows} rows incl. genre/mood links).`,
      );
      print(
        `Inserted in ${result.insertSeconds.toFixed(1)} s (${Math.round(result.rows / result.insertSeconds)} rows/s, ` +
          `${Math.round(result.counts.tracks / result.insertSeconds)} tracks/s); ANALYZE ${result.analyzeSeconds.toFixed(1)} s; ` +
          `total ${total.toFixed(1)} s.`,
      );
    }
  }
});
