import { parseArgs } from 'node:util';

import { createMediaStorage, loadConfig, print, runCli } from '@encore/backend/tools';

import { formatDemoLogins } from '../demo/index.js';
import { runDemoSeed } from '../demo-seed.js';

/**
 * `npm run seed [-- --if-empty] [--no-logins]`: the demo catalogue, media, accounts and invite
 * codes, the demo artist's draft release in the studio, ending with the demo logins. `--if-empty`
 * skips everything when artists exist (what `make start` runs); `--print-logins` only prints the
 * logins (no database needed), and `--no-logins` leaves them out, for a caller that prints them
 * itself.
 */
runCli('Seed', async () => {
  const { values } = parseArgs({
    options: {
      'if-empty': { type: 'boolean', default: false },
      'print-logins': { type: 'boolean', default: false },
      logins: { type: 'boolean', default: true },
    },
    allowNegative: true,
    strict: true,
  });
  if (values['print-logins']) {
    printDemoLogins();
    return;
  }
  const { env } = loadConfig();
  const started = performance.now();
  const result = await runDemoSeed({
    databaseUrl: env.DATABASE_URL,
    mediaDir: env.MEDIA_DIR,
    // Rendered on disk either way (a cache: a re-run renders nothing); copied on for S3.
    uploadTo: env.STORAGE_DRIVER === 'local' ? null : createMediaStorage(env),
    ifEmpty: values['if-empty'],
    log: print,
  });
  if (result.status === 'skipped') {
    print(`Catalogue already has ${result.artists} artists; skipping the demo seed (--if-empty).`);
  } else {
    const { counts } = result;
    print(
      `Seeded in ${seconds(performance.now() - started)} ` +
        `(media ${result.mediaSeconds.toFixed(1)} s, database ${result.dbSeconds.toFixed(1)} s).`,
    );
    print(
      `Rows: ${counts.artists} artists, ${counts.albums} albums, ${counts.tracks} tracks, ${counts.genres} genres, ` +
        `${counts.moods} moods, ${counts.users} users, ${counts.invite_codes} invite codes.`,
    );
  }
  if (result.studio.status === 'processed') {
    const { studio } = result;
    print(
      `Demo studio release "${studio.title}": ${studio.ready} of ${studio.tracks} tracks ready, a draft to publish ` +
        `from the studio (masters ${studio.renderSeconds.toFixed(1)} s, pipeline ${studio.importSeconds.toFixed(1)} s).`,
    );
  }
  if (result.plays.status === 'seeded') {
    const { plays } = result;
    print(
      `Demo plays: ${plays.events} play events of the last weeks, ${plays.pairs} track-days rolled up, ` +
        `in ${plays.seconds.toFixed(1)} s.`,
    );
  }
  if (values.logins) printDemoLogins();
});

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

function printDemoLogins(): void {
  for (const line of formatDemoLogins()) print(line);
}
