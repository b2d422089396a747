import { withDb } from '../support/db.js';
import { type CliRun, runBuiltCli } from '../support/run-cli.js';

interface InviteRow {
  code: string;
  max_uses: number;
  uses: number;
  expires_at: Date | null;
  note: string | null;
}

const findInvite = (code: string): Promise<InviteRow | undefined> =>
  withDb(
    async (db) =>
      (
        await db.query<InviteRow>(
          'SELECT code, max_uses, uses, expires_at, note FROM invite_codes WHERE code = $1',
          [code],
        )
      ).rows[0],
  );

const countInvites = (): Promise<number> =>
  withDb(
    async (db) =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM invite_codes')).rows[0]?.n ??
      -1,
  );

const roleOf = (email: string): Promise<string | undefined> =>
  withDb(
    async (db) =>
      (await db.query<{ role: string }>('SELECT role FROM users WHERE email = $1', [email])).rows[0]
        ?.role,
  );

/** A failed run says what was wrong in exactly one line on stderr, and exits 1. */
const expectOneLineFailure = (run: CliRun, pattern: RegExp): void => {
  expect(run.code).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(pattern)]);
};

// Each run starts a Node process that loads the ORM (about 0.5 s), so multi-run tests get 30 s.
describe('npm run invite:create', () => {
  const nextYear = new Date().getUTCFullYear() + 1;

  it('stores a code upper-cased and trimmed, with its uses, end-of-day expiry and note', async () => {
    const run = await runBuiltCli('invite-create', [
      '--code',
      '  cli-test-spring ',
      '--uses',
      '3',
      '--expires',
      `${nextYear}-06-30`,
      '--note',
      'Spring showcase',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Invite code: CLI-TEST-SPRING');
    expect(run.stdout).toMatch(/Uses: +3/);
    expect(run.stdout).toContain(`${nextYear}-06-30 23:59:59 UTC`);
    expect(await findInvite('CLI-TEST-SPRING')).toEqual({
      code: 'CLI-TEST-SPRING',
      max_uses: 3,
      uses: 0,
      expires_at: new Date(`${nextYear}-06-30T23:59:59.999Z`),
      note: 'Spring showcase',
    });
  });

  it('makes a readable random single-use code that never expires when given no options', async () => {
    const run = await runBuiltCli('invite-create');
    expect(run.code).toBe(0);
    const code = /Invite code: (ENCORE-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4})\n/.exec(
      run.stdout,
    )?.[1];
    expect(code).toBeDefined();
    expect(run.stdout).toMatch(/Expires: +never/);
    expect(await findInvite(code ?? '')).toMatchObject({ max_uses: 1, uses: 0, expires_at: null });
  });

  it('refuses a code that exists already, whatever its case', async () => {
    const first = await runBuiltCli('invite-create', ['--code', 'CLI-TEST-TWICE']);
    expect(first.code).toBe(0);
    const second = await runBuiltCli('invite-create', ['--code', 'cli-test-twice']);
    expectOneLineFailure(second, /^Invite creation failed: .*CLI-TEST-TWICE already exists/);
  });

  it('rejects a past expiry, out-of-range uses and bad arguments without storing anything', async () => {
    const before = await countInvites();
    expectOneLineFailure(
      await runBuiltCli('invite-create', ['--expires', '2020-01-31']),
      /--expires 2020-01-31 is in the past/,
    );
    expectOneLineFailure(
      await runBuiltCli('invite-create', ['--expires', `${nextYear}-02-30`]),
      /--expires must be a date like/,
    );
    for (const uses of ['0', '-2', '1.5', 'many', '1000001']) {
      expectOneLineFailure(
        await runBuiltCli('invite-create', [`--uses=${uses}`]),
        /--uses must be a whole number from 1 to 1000000/,
      );
    }
    expectOneLineFailure(
      await runBuiltCli('invite-create', ['--code', 'has space']),
      /--code must be 4-64 letters/,
    );
    expectOneLineFailure(await runBuiltCli('invite-create', ['--nope']), /--nope/);
    expect(await countInvites()).toBe(before);
  }, 90_000);
});

describe('npm run user:role', () => {
  const email = 'cli-role@encore.test';

  beforeAll(async () => {
    await withDb((db) =>
      db.query(
        `INSERT INTO users (email, password_hash, display_name, role)
         VALUES ($1, 'not-a-real-hash', 'CLI Role Test', 'listener')`,
        [email],
      ),
    );
  });

  it('promotes a user found by email in any case and spacing', async () => {
    const run = await runBuiltCli('user-role', [
      '--email',
      '  CLI-Role@Encore.TEST ',
      '--role',
      'admin',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${email} is now admin (was listener).\n`);
    expect(await roleOf(email)).toBe('admin');
  });

  it('rejects an unknown email, an unknown role and missing options, leaving roles alone', async () => {
    expectOneLineFailure(
      await runBuiltCli('user-role', ['--email', 'nobody@encore.test', '--role', 'admin']),
      /^Role change failed: no user with the email nobody@encore\.test\.$/,
    );
    expectOneLineFailure(
      await runBuiltCli('user-role', ['--email', email, '--role', 'superuser']),
      /--role must be one of listener, artist, admin/,
    );
    expectOneLineFailure(
      await runBuiltCli('user-role', ['--email', email]),
      /give --email and --role/,
    );
    expect(await roleOf(email)).toBe('admin');
  }, 90_000);
});
