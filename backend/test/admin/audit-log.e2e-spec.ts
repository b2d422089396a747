import { buildOpenApiDocument } from '../../src/platform/http/index.js';
import { fuzzRequests } from '../fuzz/fuzz-cases.js';
import { seededRandom } from '../fuzz/hostile-values.js';
import { operationsOf } from '../fuzz/openapi-operations.js';
import { contractBreach } from '../fuzz/reply-checks.js';
import { mapBounded, WireClient } from '../fuzz/wire-client.js';
import { withDb } from '../support/db.js';
import { expectEnvelope } from '../support/http.js';
import {
  admin,
  adminIp,
  asAdmin,
  auditCount,
  type AuditEntry,
  auditRowsFor,
  createInvite,
  listAll,
  storedIds,
  t,
  useAuditApp,
} from './audit-suite.js';

/**
 * The audit log (docs/adr/0033): filtered, searched, sorted and paged; and every admin route,
 * fuzzed as an admin who passed the second factor, answers no 5xx.
 */
useAuditApp();

describe('the audit log', () => {
  it('lists entries newest first with filters, every entry once across pages', async () => {
    // Two revokes of this admin's, so the action filter has pages of one to walk.
    const earlier = await createInvite();
    await asAdmin('POST', `/invites/${earlier.id}/revoke`);
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
