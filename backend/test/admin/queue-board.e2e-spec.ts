import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { JwtService } from '@nestjs/jwt';

import { QueueSnapshot } from '../../src/platform/metrics/index.js';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, cookieFrom, expectEnvelope, type Reply } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { enrol, setRole } from './second-factor-steps.js';

/**
 * The queue board (docs/adr/0038): bull-board at /admin/queues, outside Nest, behind its own
 * Fastify hook. Its page, its static files and its API let in only an admin whose session passed
 * the second factor, holding the cookie that `POST /api/admin/queue-board/session` sets, and
 * check the account again on every request.
 */
const SESSION = '/api/admin/queue-board/session';
const PAGE = '/admin/queues';
const ASSET = '/admin/queues/static/images/logo.svg';
const API = '/admin/queues/api/queues';
const COOKIE = 'encore_queue_board';
/** What a browser sends when it opens a page. */
const NAVIGATION = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let t: TestApp;
let listener: TestAccount;
let unenrolledAdmin: TestAccount;
let admin: TestAccount;
const jwt = new JwtService();

const SPA_PAGE = '<!doctype html><title>Encore SPA</title><div id="root"></div>';

beforeAll(async () => {
  // With a built SPA, whose index.html answers every other unknown GET: never the board's paths.
  const spa = mkdtempSync(join(tmpdir(), 'encore-spa-'));
  writeFileSync(join(spa, 'index.html'), SPA_PAGE);
  t = await startTestApp({ SPA_DIR: spa });
  [listener, unenrolledAdmin, admin] = await Promise.all([
    newAccount(t.baseUrl),
    newAccount(t.baseUrl),
    newAccount(t.baseUrl),
  ]);
  await Promise.all([setRole(unenrolledAdmin.userId, 'admin'), setRole(admin.userId, 'admin')]);
  // Enrolling passes the session it was done in.
  await enrol(t.baseUrl, admin.token);
});
afterAll(() => t.close());

interface BoardReply {
  status: number;
  type: string;
  headers: Headers;
  text: string;
}

async function board(
  path: string,
  {
    cookie,
    token,
    accept = 'application/json',
  }: { cookie?: string; token?: string; accept?: string } = {},
): Promise<BoardReply> {
  const headers: Record<string, string> = { accept };
  if (cookie) headers.cookie = cookie;
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(t.baseUrl + path, { headers, redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    headers: response.headers,
    text: await response.text(),
  };
}

/** The reply as the envelope check reads it. */
const asReply = (reply: BoardReply): Reply =>
  ({
    status: reply.status,
    body: JSON.parse(reply.text) as object,
    headers: reply.headers,
    ms: 0,
  }) as Reply;

async function expectRefused(
  credentials: { cookie?: string; token?: string },
  status: number,
  code: string,
): Promise<void> {
  for (const path of [PAGE, ASSET, API]) {
    const reply = await board(path, credentials);
    expect({ path, status: reply.status }).toEqual({ path, status });
    expectEnvelope(asReply(reply), status, code);
  }
  // A browser opening the board gets a page saying where to go instead of JSON.
  const page = await board(PAGE, { ...credentials, accept: NAVIGATION });
  expect(page.status).toBe(status);
  expect(page.type).toMatch(/^text\/html/);
  expect(page.text).toContain('href="/admin/dashboard"');
  expect(page.text).not.toContain('<script');
}

async function openBoard(token: string): Promise<{ reply: Reply; cookie: string }> {
  const reply = await call(t.baseUrl, 'POST', SESSION, { token, body: {} });
  return { reply, cookie: cookieFrom(reply, COOKIE) ?? '' };
}

/** A new admin whose session passed the second factor (by enrolling in it). */
async function passedAdmin(): Promise<TestAccount> {
  const account = await newAccount(t.baseUrl);
  await setRole(account.userId, 'admin');
  await enrol(t.baseUrl, account.token);
  return account;
}

/** A pass as the server signs them, for any user and session (a stand-in for an old cookie). */
function mintedPass(
  account: TestAccount,
  sessionId: string,
  options: { expiresInSeconds?: number; secret?: string } = {},
): string {
  const token = jwt.sign(
    { sid: sessionId },
    {
      secret: options.secret ?? t.config.env.JWT_SECRET,
      subject: account.userId,
      audience: 'encore-queue-board',
      issuer: new URL(t.config.env.PUBLIC_URL).origin,
      algorithm: 'HS256',
      expiresIn: options.expiresInSeconds ?? 900,
    },
  );
  return `${COOKIE}=${token}`;
}

const sessionIdOf = (accessToken: string): string => jwt.decode<{ sid: string }>(accessToken).sid;

describe('without the board cookie', () => {
  it('refuses the page, its static files and its API to an anonymous caller', async () => {
    await expectRefused({}, 401, 'ADMIN.QUEUE_BOARD_PASS_REQUIRED');
  });

  it('refuses a bearer token, even an admin’s who passed the second factor', async () => {
    await expectRefused({ token: listener.token }, 401, 'ADMIN.QUEUE_BOARD_PASS_REQUIRED');
    await expectRefused({ token: admin.token }, 401, 'ADMIN.QUEUE_BOARD_PASS_REQUIRED');
  });

  it('refuses a forged or expired pass', async () => {
    const sid = sessionIdOf(admin.token);
    const forged = mintedPass(admin, sid, { secret: 'x'.repeat(48) });
    await expectRefused({ cookie: forged }, 401, 'ADMIN.QUEUE_BOARD_PASS_REQUIRED');
    const expired = mintedPass(admin, sid, { expiresInSeconds: -10 });
    await expectRefused({ cookie: expired }, 401, 'ADMIN.QUEUE_BOARD_PASS_REQUIRED');
  });
});

describe('the way in, POST /api/admin/queue-board/session', () => {
  it('gives no cookie to a listener or an admin who has not passed the second factor', async () => {
    const asListener = await openBoard(listener.token);
    expectEnvelope(asListener.reply, 403, 'ADMIN.NOT_ADMIN');
    expect(asListener.cookie).toBe('');
    const unenrolled = await openBoard(unenrolledAdmin.token);
    expectEnvelope(unenrolled.reply, 401, 'ADMIN.SECOND_FACTOR_ENROLMENT_REQUIRED');
    expect(unenrolled.cookie).toBe('');
  });

  it('checks the account behind a pass on every request, not only when it was given', async () => {
    // Passes that name these accounts (as if they had been admins): refused all the same.
    await expectRefused(
      { cookie: mintedPass(listener, sessionIdOf(listener.token)) },
      403,
      'ADMIN.NOT_ADMIN',
    );
    await expectRefused(
      { cookie: mintedPass(unenrolledAdmin, sessionIdOf(unenrolledAdmin.token)) },
      401,
      'ADMIN.SECOND_FACTOR_ENROLMENT_REQUIRED',
    );
  });

  it('sets a short-lived HttpOnly, SameSite=Strict cookie for the board’s path only', async () => {
    const { reply } = await openBoard(admin.token);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ url: '/admin/queues', expires_at: expect.any(String) });
    const lifetime = Date.parse(String(reply.body.expires_at)) - Date.now();
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const line = reply.headers.getSetCookie().find((l) => l.startsWith(`${COOKIE}=`)) ?? '';
    expect(line).toMatch(/; Max-Age=900(;|$)/);
    expect(line).toMatch(/; Path=\/admin\/queues(;|$)/);
    expect(line).toMatch(/; HttpOnly(;|$)/);
    expect(line).toMatch(/; SameSite=Strict(;|$)/);
    // http://127.0.0.1 here; behind https (PUBLIC_URL) the cookie is Secure too.
    expect(line).not.toMatch(/; Secure/);
  });
});

describe('an admin with the board cookie', () => {
  it('sees the board, with its own security policy, and every queue the app uses', async () => {
    const { cookie } = await openBoard(admin.token);

    const page = await board(PAGE, { cookie, accept: NAVIGATION });
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.text).toContain('<base href="/admin/queues/"');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain('https://fonts.googleapis.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');

    const asset = await board(ASSET, { cookie, accept: '*/*' });
    expect(asset.status).toBe(200);
    expect(asset.type).toMatch(/^image\/svg\+xml/);

    const api = await board(API, { cookie });
    expect(api.status).toBe(200);
    const shown = (JSON.parse(api.text) as { queues: { name: string }[] }).queues
      .map((queue) => queue.name)
      .sort();
    const registered = t.app
      .get(QueueSnapshot)
      .queues()
      .map((queue) => queue.name);
    expect(shown).toEqual(registered);
    expect(shown).toEqual([
      'analytics',
      'auth',
      'maintenance',
      'media-processing',
      'payments',
      'publishing',
      'uploads',
      'waitlist',
    ]);
  });

  it('gets a 404 in the envelope under the board’s path, never the SPA', async () => {
    const { cookie } = await openBoard(admin.token);
    const unknown = await board('/admin/queues/no-such-page/x', { cookie, accept: NAVIGATION });
    expectEnvelope(asReply(unknown), 404, 'PLATFORM.ROUTE_NOT_FOUND');
    const anonymous = await board('/admin/queues/no-such-page/x', { accept: NAVIGATION });
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).not.toContain('Encore SPA');
    // The SPA still answers its own routes beside the board.
    expect((await board('/admin/dashboard', { accept: NAVIGATION })).text).toBe(SPA_PAGE);
  });

  it('gets a fresh pass once half of one has gone, so an open board stays open', async () => {
    const old = mintedPass(admin, sessionIdOf(admin.token), { expiresInSeconds: 300 });
    const reply = await board(API, { cookie: old });
    expect(reply.status).toBe(200);
    const renewed = reply.headers.getSetCookie().find((l) => l.startsWith(`${COOKIE}=`)) ?? '';
    expect(renewed).toMatch(/; Max-Age=900(;|$)/);
    // A pass with most of its life left is not renewed on every poll.
    const { cookie } = await openBoard(admin.token);
    const again = await board(API, { cookie });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('renews a pass only while its session can still be refreshed (the database says so, not only Redis)', async () => {
    const actor = await passedAdmin();
    const sessionId = sessionIdOf(actor.token);
    // Ended in the database only, as if Redis had lost the revocation entry.
    await withDb((db) =>
      db.query('update auth_sessions set revoked_at = now() where id = $1', [sessionId]),
    );
    const old = mintedPass(actor, sessionId, { expiresInSeconds: 300 });
    const reply = await board(API, { cookie: old });
    expectEnvelope(asReply(reply), 401, 'ADMIN.QUEUE_BOARD_PASS_REQUIRED');
    expect(reply.headers.getSetCookie()).toEqual([]);
  });

  it('refuses an admin whose account was disabled, even with a session still alive', async () => {
    const actor = await passedAdmin();
    const { cookie } = await openBoard(actor.token);
    // Disabled in the database only: the role still says admin and no session was ended.
    await withDb((db) =>
      db.query('update users set disabled_at = now() where id = $1', [actor.userId]),
    );
    expectEnvelope(asReply(await board(API, { cookie })), 403, 'ADMIN.NOT_ADMIN');
    expectEnvelope(
      await call(t.baseUrl, 'GET', '/api/admin/me', { token: actor.token }),
      403,
      'ADMIN.NOT_ADMIN',
    );
  });

  it('leaves one audit row for each change made on the board, none for reads or failures', async () => {
    const actor = await passedAdmin();
    const { cookie } = await openBoard(actor.token);
    const put = (path: string) =>
      fetch(`${t.baseUrl}/admin/queues/api/queues/${path}`, {
        method: 'PUT',
        headers: { cookie, accept: 'application/json', 'x-forwarded-for': actor.ip },
      });
    expect((await board(API, { cookie })).status).toBe(200);
    expect((await put('maintenance/clean/failed')).status).toBe(200);
    expect((await put('auth/no-such-job/retry')).status).toBe(404);

    const rows = await withDb(async (db) => {
      const result = await db.query<Record<string, unknown>>(
        'select action, target_type, target_id, before, after from admin_audit_log where actor_id = $1',
        [actor.userId],
      );
      return result.rows;
    });
    expect(rows).toEqual([
      {
        action: 'queue.clean',
        target_type: 'queue',
        target_id: 'maintenance',
        before: null,
        after: { queueStatus: 'failed' },
      },
    ]);
    // The audit page filters by the board's own actions and targets.
    const audit = (query: string) =>
      call<{ entries: unknown[] }>(t.baseUrl, 'GET', `/api/admin/audit?${query}`, {
        token: actor.token,
      });
    const found = await audit(`actor=${actor.userId}&action=queue.clean&target_id=maintenance`);
    expect(found.status).toBe(200);
    expect(found.body.entries).toHaveLength(1);
    for (const query of ['action=queue_job.update-data', 'target_id=auth%2F42', 'target_id=*']) {
      expect((await audit(query)).status).toBe(200);
    }
  });

  it('loses the board when the session that opened it is revoked', async () => {
    const revoked = await passedAdmin();
    const { cookie } = await openBoard(revoked.token);
    expect((await board(API, { cookie })).status).toBe(200);

    const logout = await call(t.baseUrl, 'GET', '/api/auth/logout', { token: revoked.token });
    expect(logout.status).toBe(200);
    await expectRefused({ cookie }, 401, 'ADMIN.QUEUE_BOARD_PASS_REQUIRED');
  });

  it('loses the board at once when demoted', async () => {
    const demoted = await passedAdmin();
    const { cookie } = await openBoard(demoted.token);
    expect((await board(API, { cookie })).status).toBe(200);

    await setRole(demoted.userId, 'listener');
    await expectRefused({ cookie }, 403, 'ADMIN.NOT_ADMIN');
  });
});
