import { MikroORM } from '@mikro-orm/postgresql';

import { loadConfig } from '../config/index.js';
import { appOrmOptions } from '../database-facts.js';
import { AlbumGrantsRepository } from '../modules/access/index.js';
import {
  PurchaseLedger,
  PurchasesRepository,
  replayStoredEvents,
} from '../modules/payments/index.js';
import { print, runCli } from './cli-output.js';

/**
 * `npm run payments:replay -w backend`: re-applies every stored Stripe webhook event to the
 * purchases (after a fix to how an event is read, say). The merge of facts is idempotent, so on a
 * consistent ledger the state after equals the state before; it prints any purchase that moved.
 */
runCli('Payments replay', async () => {
  const { env } = loadConfig();
  const orm = await MikroORM.init(appOrmOptions(env.DATABASE_URL));
  try {
    const em = orm.em.fork();
    const purchases = new PurchasesRepository(em);
    const ledger = new PurchaseLedger(em, purchases, new AlbumGrantsRepository(em));
    const report = await replayStoredEvents(purchases, ledger);
    print(
      `Replayed ${report.events} stored event(s): ${report.applied} applied, ${report.unmatched} matched no purchase.`,
    );
    print(
      report.changed.length === 0
        ? 'Every purchase kept its status.'
        : `${report.changed.length} purchase(s) changed status:\n${report.changed
            .map((change) => `  ${change.id}: ${change.before} → ${change.after}`)
            .join('\n')}`,
    );
  } finally {
    await orm.close();
  }
});
