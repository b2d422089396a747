// The demo seed's accounts and the logins it prints, and how its CLI takes flags.
import { runDemoCatalogueCli, withDb } from '@encore/backend/testing';
import { verifyPassword } from '@encore/backend/tools';

import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/demo/index.js';
import { seedDemoCatalogue } from './demo-seed-support.js';

describe('npm run seed (demo catalogue)', () => {
  beforeAll(seedDemoCatalogue, 600_000);

  it('stores the demo accounts with Argon2id hashes of the demo password and links the artist account', async () => {
    const users = await withDb(
      async (db) =>
        (
          await db.query<{
            email: string;
            role: string;
            password_hash: string;
            artist_slug: string | null;
          }>(
            `SELECT u.email, u.role, u.password_hash, a.slug AS artist_slug
             FROM users u LEFT JOIN artists a ON a.id = u.artist_id WHERE u.email = ANY($1)`,
            [DEMO_ACCOUNTS.map((account) => account.email)],
          )
        ).rows,
    );
    expect(users).toHaveLength(DEMO_ACCOUNTS.length);
    for (const account of DEMO_ACCOUNTS) {
      const user = users.find((u) => u.email === account.email);
      expect(user?.role).toBe(account.role);
      expect(user?.artist_slug).toBe(account.artistSlug);
      expect(user?.password_hash.startsWith('$argon2id$')).toBe(true);
      await expect(verifyPassword(user?.password_hash ?? '', DEMO_PASSWORD)).resolves.toBe(true);
      await expect(verifyPassword(user?.password_hash ?? '', 'wrong-password')).resolves.toBe(
        false,
      );
    }
  });

  it('prints only the logins with --print-logins, none with --no-logins, and rejects unknown flags in one line', async () => {
    const logins = await runDemoCatalogueCli('seed', ['--print-logins']);
    expect(logins.stdout.trim().split('\n')).toHaveLength(DEMO_ACCOUNTS.length + 2);
    const quiet = await runDemoCatalogueCli('seed', ['--if-empty', '--no-logins']);
    expect(quiet.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/skipping the demo seed/),
    ]);
    const bad = await runDemoCatalogueCli('seed', ['--nope']);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/^Seed failed: .*--nope/);
  });
});
