import { open } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import { WAITLIST_KINDS, type WaitlistKind } from '@encore/shared-rules';
import { MikroORM } from '@mikro-orm/postgresql';

import { loadConfig } from '../config/index.js';
import { appOrmOptions } from '../database-facts.js';
import { exportWaitlistCsv, WaitlistRepository } from '../modules/waitlist/index.js';
import { runCli } from './cli-output.js';

/**
 * `npm run waitlist:export -w backend -- --kind artist|fan [--out file.csv]`: one waitlist as CSV
 * with every answer and the consent evidence (time, IP, browser, wording version, boxes ticked),
 * on stdout or into a new file readable by its owner only (it holds personal data). Redirecting
 * stdout needs `npm run -s` (npm prints its banner there).
 */
runCli('Waitlist export', async () => {
  const { values } = parseArgs({
    options: { kind: { type: 'string' }, out: { type: 'string' } },
    strict: true,
  });
  const kind = parseKind(values.kind);

  const { env } = loadConfig();
  const orm = await MikroORM.init(appOrmOptions(env.DATABASE_URL));
  const file = values.out === undefined ? null : await open(values.out, 'wx', 0o600);
  try {
    const write = async (chunk: string): Promise<void> => {
      if (file) await file.write(chunk);
      else if (!process.stdout.write(chunk)) {
        await new Promise((resolve) => process.stdout.once('drain', resolve));
      }
    };
    const count = await exportWaitlistCsv(new WaitlistRepository(orm.em.fork()), kind, write);
    if (file) process.stdout.write(`Wrote ${count} ${kind} entries to ${values.out ?? ''}\n`);
  } finally {
    await file?.close();
    await orm.close();
  }
});

function parseKind(kind: string | undefined): WaitlistKind {
  const kinds: readonly string[] = WAITLIST_KINDS;
  if (kind === undefined || !kinds.includes(kind)) {
    throw new Error(`--kind must be one of ${WAITLIST_KINDS.join(', ')}.`);
  }
  return kind as WaitlistKind;
}
