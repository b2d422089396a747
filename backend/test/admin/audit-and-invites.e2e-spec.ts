import { buildOpenApiDocument } from '../../src/platform/http/index.js';
import { fuzzRequests } from '../fuzz/fuzz-cases.js';
import { seededRandom } from '../fuzz/hostile-values.js';
import { operationsOf } from '../fuzz/openapi-operations.js';
import { contractBreach } from '../fuzz/reply-checks.js';
import { mapBounded, WireClient } from '../fuzz/wire-client.js';
import { newAccount, register, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope, randomIp, type Reply } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { enrol, setRole } from './second-factor-steps.js';

/**
 * Admin invite codes and the audit log (docs/adr/0033): every change writes exactly one audit row
 * in its own transaction, a failing change writes none, and the database refuses to edit the log.
 */
interface Invite {
  id: string;
  code: string;
  max_uses: number;
  used: number;
  expires_at: string | null;
  revoked_at: string | null;
  note: string | null;
  created_at: string;
  status: 'active' | 'used_up' | 'expired' | 'revoked';
}

interface AuditEntry {
  id: string;
  at: string;
  actor_id: string;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
}

let t: TestApp;
let admin: TestAccount;
const adminIp = randomIp();

beforeAll(async () => {
  // The client IP each call sends (X-Forwarded-For) is the one the audit log must keep.
  t = await startTestApp({ TRUST_PROXY: 'true' });
  admin = await newAccount(t.baseUrl);
  await setRole(admin.userId, 'admin');
  // Enrolling passes the second factor for the session it was done in.
  await enrol(t.baseUrl, admin.token);
});
afterAll(() => t.close());

const asAdmin = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  call<T>(t.baseUrl, method, `/api/admin${path}`, {
    token: admin.token,
    ip: adminIp,
    body: body ?? (method === 'GET' ? undefined : {}),
  });

async function createInvite(body: Record<string, unknown> = {}): Promise<Invite> {
  const reply = await asAdmin<Invite>('POST', '/invites', body);
  expect(reply.status).toBe(201);
  return reply.body;
}

const auditRowsFor = (targetId: string) =>
  withDb(async (db) => {
    const result = await db.query(
      'select * from admin_audit_log where target_id = $1 order by at, id',
      [targetId],
    );
    return result.rows as Record<string, unknown>[];
  });

/** Audit rows in the whole log, or only those one admin wrote (other specs' admins write too). */
const auditCount = (actorId?: string) =>
  withDb(async (db) => {
    const result = await db.query<{ n: string }>(
      'select count(*) as n from admin_audit_log where $1::uuid is null or actor_id = $1::uuid',
      [actorId ?? null],
    );
    return Number(result.rows[0]?.n);
  });

/** The table's ids in an order the database itself applies, to compare a listing with. */
const storedIds = (table: 'invite_codes' | 'admin_audit_log', orderBy: string) =>
  withDb(async (db) => {
    const result = await db.query<{ id: string }>(`select id from ${table} order by ${orderBy}`);
    return result.rows.map((row) => row.id);
  });

async function listAll<T extends { id: string }>(
  path: string,
  key: 'invites' | 'entries',
  limit: number,
): Promise<T[]> {
  const seen: T[] = [];
  let before: string | null = null;
  for (let page = 0; page < 200; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const cursor: string = before === null ? '' : `&before=${before}`;
    const reply: Reply = await asAdmin('GET', `${path}${separator}limit=${limit}${cursor}`);
    expect(reply.status).toBe(200);
    const items = reply.body[key] as T[];
    expect(items.length).toBeLessThanOrEqual(limit);
    seen.push(...items);
    before = reply.body.next_cursor as string | null;
    if (before === null) return seen;
  }
  throw new Error('pagination did not end');
}

describe('admin invite codes', () => {
  it('creates a code that the list shows and that registers accounts until its uses run out', async () => {
    const invite = await createInvite({ uses: 2, expires_in_days: 7, note: '  For the label  ' });
    expect(invite).toMatchObject({
      code: expect.stringMatching(/^ENCORE-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
      max_uses: 2,
      used: 0,
      revoked_at: null,
      note: 'For the label',
      status: 'active',
    });
    const days = (Date.parse(invite.expires_at ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const listed = await asAdmin<{ invites: Invite[] }>('GET', '/invites?status=active');
    expect(listed.body.invites.find((row) => row.id === invite.id)).toEqual(invite);

    expect((await register(t.baseUrl, { inviteCode: invite.code.toLowerCase() })).status).toBe(201);
    const afterOne = await listAll<Invite>('/invites', 'invites', 100);
    expect(afterOne.find((row) => row.id === invite.id)?.used).toBe(1);

    expect((await register(t.baseUrl, { inviteCode: invite.code })).status).toBe(201);
    const usedUp = await register(t.baseUrl, { inviteCode: invite.code });
    expectEnvelope(usedUp, 400, 'AUTH.INVITE_USED_UP');
    const listedUsedUp = await asAdmin<{ invites: Invite[] }>('GET', '/invites?status=used_up');
    expect(listedUsedUp.body.invites.find((row) => row.id === invite.id)).toMatchObject({
      used: 2,
      status: 'used_up',
    });

    const rows = await auditRowsFor(invite.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: admin.userId,
      action: 'invite.create',
      target_type: 'invite_code',
      target_id: invite.id,
      before: null,
      after: {
        code: invite.code,
        max_uses: 2,
        uses: 0,
        expires_at: invite.expires_at,
        revoked_at: null,
        note: 'For the label',
      },
      ip: adminIp,
    });
  });

  it('refuses an expired code at registration, with the spec message', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const invite = await createInvite({ expires_at: tomorrow });
    expect(invite.expires_at).toBe(`${tomorrow}T23:59:59.999Z`);
    await withDb((db) =>
      db.query("update invite_codes set expires_at = now() - interval '1 minute' where id = $1", [
        invite.id,
      ]),
    );
    const reply = await register(t.baseUrl, { inviteCode: invite.code });
    expectEnvelope(reply, 400, 'AUTH.INVITE_EXPIRED');
    expect(reply.body.message).toBe('This invite code has expired.');
    const expired = await listAll<Invite>('/invites?status=expired', 'invites', 100);
    expect(expired.map((row) => row.id)).toContain(invite.id);
    expect(expired.every((row) => row.status === 'expired')).toBe(true);
  });

  it('revokes a code once: registration refuses it, a repeat changes nothing', async () => {
    const invite = await createInvite({ uses: 5 });
    const revoked = await asAdmin<Invite>('POST', `/invites/${invite.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: invite.id, status: 'revoked' });
    expect(revoked.body.revoked_at).not.toBeNull();

    const refused = await register(t.baseUrl, { inviteCode: invite.code });
    expectEnvelope(refused, 400, 'AUTH.INVITE_REVOKED');

    const again = await asAdmin<Invite>('POST', `/invites/${invite.id}/revoke`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(revoked.body);

    const rows = await auditRowsFor(invite.id);
    expect(rows.map((row) => row.action)).toEqual(['invite.create', 'invite.revoke']);
    expect(rows[1]).toMatchObject({
      actor_id: admin.userId,
      target_type: 'invite_code',
      before: { revoked_at: null, uses: 0, max_uses: 5 },
      after: { revoked_at: revoked.body.revoked_at, uses: 0, max_uses: 5 },
      ip: adminIp,
    });

    const listed = await listAll<Invite>('/invites?status=revoked', 'invites', 100);
    expect(listed.map((row) => row.id)).toContain(invite.id);
  });

  it('writes no audit row for a change that fails', async () => {
    const before = await auditCount();
    const unknown = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expectEnvelope(
      await asAdmin('POST', `/invites/${unknown}/revoke`),
      404,
      'ADMIN.INVITE_NOT_FOUND',
    );
    expectEnvelope(await asAdmin('POST', '/invites', { uses: 0 }), 400);
    expectEnvelope(await asAdmin('POST', '/invites', { uses: 1001 }), 400);
    expectEnvelope(
      await asAdmin('POST', '/invites', { expires_in_days: 3, expires_at: '2030-01-01' }),
      400,
      'ADMIN.INVITE_EXPIRY_AMBIGUOUS',
    );
    expectEnvelope(
      await asAdmin('POST', '/invites', { expires_at: '2020-01-01' }),
      400,
      'ADMIN.INVITE_EXPIRY_OUT_OF_RANGE',
    );
    expectEnvelope(await asAdmin('POST', '/invites', { note: 'x'.repeat(201) }), 400);
    expect(await auditRowsFor(unknown)).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('finds codes by part of the code or the note, in any case', async () => {
    const tag = `t${Date.now().toString(36)}`;
    const tour = await createInvite({ note: `Tour ${tag} crew` });
    const press = await createInvite({ note: `Press ${tag}` });
    const plain = await createInvite({ note: `50%_off ${tag}` });
    const search = async (q: string) =>
      (await listAll<Invite>(`/invites?q=${encodeURIComponent(q)}`, 'invites', 2)).map(
        (row) => row.id,
      );

    expect(await search(tag.toUpperCase())).toEqual([plain.id, press.id, tour.id]);
    expect(await search(`r ${tag} cr`)).toEqual([tour.id]);
    expect(await search(tour.code.slice(7, 14).toLowerCase())).toEqual([tour.id]);
    // % and _ are letters like any other, not wildcards.
    expect(await search('50%_off')).toEqual([plain.id]);
    expect(await search(`%${tag}%crew`)).toEqual([]);
    const revoked = await asAdmin('POST', `/invites/${press.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(await search(tag)).toEqual([plain.id, press.id, tour.id]);
    const active = await listAll<Invite>(`/invites?q=${tag}&status=active`, 'invites', 5);
    expect(active.map((row) => row.id)).toEqual([plain.id, tour.id]);
  });

  it('pages through every code once in each order, as the database orders them', async () => {
    const made: Invite[] = [];
    for (let n = 0; n < 7; n++) made.push(await createInvite({ uses: 3, note: `page ${n}` }));
    await withDb(async (db) => {
      await db.query('update invite_codes set expires_at = null where id = $1', [made[0]?.id]);
      await db.query('update invite_codes set uses = 2 where id = any($1)', [
        [made[1]?.id, made[2]?.id],
      ]);
      await db.query('update invite_codes set uses = 1 where id = $1', [made[3]?.id]);
    });
    const stored = (orderBy: string) => storedIds('invite_codes', orderBy);
    const ids = async (query: string, limit: number) =>
      (await listAll<Invite>(`/invites?${query}`, 'invites', limit)).map((row) => row.id);

    const newest = await ids('sort=created', 3);
    expect(new Set(newest).size).toBe(newest.length);
    expect(newest).toEqual(await stored('created_at desc, id desc'));
    expect(await ids('', 4)).toEqual(newest);
    expect(await ids('sort=created&order=asc', 4)).toEqual(await stored('created_at, id'));
    expect(await ids('sort=expires', 3)).toEqual(await stored('expires_at nulls last, id'));
    expect(await ids('sort=expires&order=desc', 2)).toEqual(
      await stored('expires_at desc nulls first, id desc'),
    );
    expect(await ids('sort=uses&order=desc', 3)).toEqual(await stored('uses desc, id desc'));
    expect(await ids('sort=uses', 5)).toEqual(await stored('uses, id'));
  });

  it('answers a clear 400 for a cursor of another order and a bad sort', async () => {
    const first = await asAdmin<{ next_cursor: string | null }>('GET', '/invites?limit=1');
    expect(first.body.next_cursor).not.toBeNull();
    const cursor = first.body.next_cursor ?? '';
    expectEnvelope(
      await asAdmin('GET', `/invites?sort=uses&before=${cursor}`),
      400,
      'ADMIN.CURSOR_INVALID',
    );
    expectEnvelope(
      await asAdmin('GET', `/invites?order=asc&before=${cursor}`),
      400,
      'ADMIN.CURSOR_INVALID',
    );
    expectEnvelope(await asAdmin('GET', '/invites?sort=code'), 400);
    expectEnvelope(await asAdmin('GET', `/invites?q=${'x'.repeat(101)}`), 400);
  });
});

describe('the audit log', () => {
  it('lists entries newest first with filters, every entry once across pages', async () => {
    const invite = await createInvite();
    await asAdmin('POST', `/invites/${invite.id}/revoke`);

    const everything = await listAll<AuditEntry>('/audit', 'entries', 2);
    const ids = everything.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(await auditCount());
    const times = everything.map((row) => row.at);
    expect([...times].sort().reverse()).toEqual(times);

    const forTarget = await asAdmin<{ entries: AuditEntry[] }>(
      'GET',
      `/audit?target_type=invite_code&target_id=${invite.id}`,
    );
    expect(forTarget.body.entries.map((row) => row.action)).toEqual([
      'invite.revoke',
      'invite.create',
    ]);
    expect(forTarget.body.entries[0]).toMatchObject({
      actor_id: admin.userId,
      actor_email: admin.email,
      ip: adminIp,
      after: { revoked_at: expect.any(String) },
    });

    const revokes = await listAll<AuditEntry>(
      `/audit?action=invite.revoke&actor=${admin.userId}`,
      'entries',
      1,
    );
    expect(revokes.length).toBeGreaterThanOrEqual(2);
    expect(revokes.every((row) => row.action === 'invite.revoke')).toBe(true);

    const newest = everything[0]?.at ?? '';
    const fromNewest = await asAdmin<{ entries: AuditEntry[] }>(
      'GET',
      `/audit?from=${encodeURIComponent(newest.slice(0, 19) + 'Z')}`,
    );
    expect(fromNewest.body.entries.map((row) => row.id)).toContain(everything[0]?.id);
    const future = await asAdmin<{ entries: AuditEntry[] }>('GET', '/audit?from=2999-01-01');
    expect(future.body.entries).toEqual([]);
  });

  it('finds entries by the start of the action, the target id or the actor email', async () => {
    const invite = await createInvite();
    await asAdmin('POST', `/invites/${invite.id}/revoke`);
    const search = (q: string) =>
      listAll<AuditEntry>(`/audit?q=${encodeURIComponent(q)}`, 'entries', 3);

    const revokes = await search('INVITE.REV');
    expect(revokes.map((row) => row.id)).toContain(
      (await auditRowsFor(invite.id)).find((row) => row.action === 'invite.revoke')?.id,
    );
    expect(revokes.every((row) => row.action === 'invite.revoke')).toBe(true);

    const forTarget = await search(invite.id.slice(0, 13).toUpperCase());
    expect(forTarget.map((row) => row.action)).toEqual(['invite.revoke', 'invite.create']);

    const byActor = await search(admin.email.slice(0, 12).toUpperCase());
    expect(byActor).toHaveLength(await auditCount(admin.userId));
    expect(byActor.every((row) => row.actor_id === admin.userId)).toBe(true);
    expect(await search('nobody-acted-like-this')).toEqual([]);
    const literal = await search('invite_create');
    expect(literal).toEqual([]);
  });

  it('pages through every entry once by time either way and by action', async () => {
    await createInvite();
    const stored = (orderBy: string) => storedIds('admin_audit_log', orderBy);
    const ids = async (query: string, limit: number) =>
      (await listAll<AuditEntry>(`/audit?${query}`, 'entries', limit)).map((row) => row.id);

    const oldest = await ids('sort=at&order=asc', 3);
    expect(new Set(oldest).size).toBe(oldest.length);
    expect(oldest).toEqual(await stored('at, id'));
    expect(await ids('sort=at', 4)).toEqual(await stored('at desc, id desc'));
    expect(await ids('sort=action', 3)).toEqual(await stored('action, id'));
    expect(await ids('sort=action&order=desc', 5)).toEqual(await stored('action desc, id desc'));

    const first = await asAdmin<{ next_cursor: string | null }>('GET', '/audit?limit=1');
    expectEnvelope(
      await asAdmin('GET', `/audit?sort=action&before=${first.body.next_cursor ?? ''}`),
      400,
      'ADMIN.CURSOR_INVALID',
    );
    expectEnvelope(await asAdmin('GET', '/audit?sort=actor'), 400);
  });

  it('answers a clear 400 for a bad cursor, limit or time', async () => {
    expectEnvelope(
      await asAdmin('GET', '/audit?before=bm90LWEtY3Vyc29y'),
      400,
      'ADMIN.CURSOR_INVALID',
    );
    expectEnvelope(
      await asAdmin('GET', '/invites?before=bm90LWEtY3Vyc29y'),
      400,
      'ADMIN.CURSOR_INVALID',
    );
    expectEnvelope(await asAdmin('GET', '/audit?limit=101'), 400);
    expectEnvelope(await asAdmin('GET', '/audit?from=2026-02-30'), 400, 'ADMIN.TIME_INVALID');
    expectEnvelope(
      await asAdmin('GET', '/audit?from=2026-11-02&to=2026-11-01'),
      400,
      'ADMIN.TIME_INVALID',
    );
  });

  it('cannot be edited: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    await createInvite();
    const before = await auditCount();
    await withDb(async (db) => {
      await expect(db.query("update admin_audit_log set action = 'forged'")).rejects.toThrow(
        /append-only/,
      );
      await expect(db.query('delete from admin_audit_log')).rejects.toThrow(/append-only/);
      await expect(db.query('truncate admin_audit_log')).rejects.toThrow(/append-only/);
    });
    expect(await auditCount()).toBe(before);
  });
});

describe('the admin routes, fuzzed as an admin who passed the second factor', () => {
  // The OpenAPI fuzz test calls them as a member, so the boundary answers before any validation.
  it('answer every generated bad request without a 5xx, in the envelope', async () => {
    const operations = operationsOf(buildOpenApiDocument(t.app)).filter((op) =>
      op.pathTemplate.startsWith('/api/admin'),
    );
    const random = seededRandom(17);
    const requests = operations
      .flatMap((operation) => fuzzRequests(operation, 120, random))
      .filter((request) => request.caller === 'member');
    const client = new WireClient(new URL(t.baseUrl), 4);
    try {
      const outcomes = await mapBounded(requests, 4, async (request) => {
        const reply = await client.send({
          ...request,
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${admin.token}`,
            'x-forwarded-for': adminIp,
            ...request.headers,
          },
        });
        return { label: `${request.operationId}: ${request.label}`, method: request.method, reply };
      });
      const breaches = outcomes
        .map(({ label, method, reply }) => ({ label, breach: contractBreach(reply, method) }))
        .filter((outcome) => outcome.breach !== null);
      expect(breaches).toEqual([]);
      // The boundary let them through: validation and the routes themselves answered.
      expect(outcomes.some(({ reply }) => reply.status === 400)).toBe(true);
      expect(outcomes.some(({ reply }) => reply.status === 200 || reply.status === 201)).toBe(true);
    } finally {
      client.close();
    }
  }, 120_000);
});
