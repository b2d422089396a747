import { parseArgs } from 'node:util';

import { loadConfig, print, runCli } from '@encore/backend/tools';

import { runBulkPlays } from '../plays/bulk-plays.js';

/**
 * `npm run seed:plays -- --events 10000000 [--reset] [--seed 2026] [--jobs 2]`: a year of play events over
 * the bulk catalogue (`npm run seed:bulk` first) for the dashboard bench, rolled up as the worker
 * would. Meant for a bench database: `--reset` empties every play table first.
 */
runCli('Play seed', async () => {
  const { values } = parseArgs({
    options: {
      events: { type: 'string' },
      reset: { type: 'boolean', default: false },
      seed: { type: 'string', default: '2026' },
      jobs: { type: 'string', default: '2' },
    },
    strict: true,
  });
  const events = Number(values.events);
  if (!Number.isInteger(events) || events < 1000) {
    throw new Error('give --events, a whole number of at least 1000 (e.g. --events 10000000).');
  }
  const jobs = Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > 8) throw new Error('--jobs must be 1 to 8.');
  const { env } = loadConfig();
  const started = performance.now();
  const result = await runBulkPlays({
    databaseUrl: env.DATABASE_URL,
    events,
    seed: Number(values.seed),
    reset: values.reset,
    jobs,
    log: print,
  });
  if (result.status === 'unchanged') {
    print(`${result.events} bench play events already there; nothing to do (--reset to redo).`);
    return;
  }
  const { seconds: s } = result;
  const total = (performance.now() - started) / 1000;
  print(
    `Bench plays: ${result.events} events of ${result.plays} plays, ${result.pairs} track-days rolled up.`,
  );
  print(
    `Drawn in ${s.draw.toFixed(1)} s; written by the worker's statement in ${s.write.toFixed(1)} s ` +
      `(${Math.round(result.events / s.write)} events/s, ${jobs} connections); recomputed in ${s.recompute.toFixed(1)} s ` +
      `(${Math.round(result.pairs / s.recompute)} track-days/s); VACUUM ANALYZE ${s.vacuum.toFixed(1)} s; ` +
      `total ${total.toFixed(1)} s.`,
  );
});
