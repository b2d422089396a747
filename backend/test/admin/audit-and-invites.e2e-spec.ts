import { register } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { expectEnvelope } from '../support/http.js';
import {
  admin,
  adminIp,
  asAdmin,
  auditCount,
  auditRowsFor,
  createInvite,
  type Invite,
  listAll,
  storedIds,
  t,
  useAuditApp,
} from './audit-suite.js';

/**
 * Admin invite codes (docs/adr/0033): every change writes exactly one audit row in its own
 * transaction, a failing change writes none, and the database refuses to edit the log.
 */
useAuditApp();

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
