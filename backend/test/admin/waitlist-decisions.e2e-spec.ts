import { register } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope } from '../support/http.js';
import { mailsTo } from '../support/mailbox.js';
import { freshIp, linkToken } from '../waitlist/waitlist-fixtures.js';
import {
  admin,
  adminIp,
  asAdmin,
  auditRowsFor,
  type Detail,
  INVITE_DAYS,
  invitesNoted,
  mailDir,
  mailedAt,
  type Page,
  signUp,
  t,
  useScreeningApp,
} from './screening-suite.js';

/**
 * Waitlist screening's decisions (docs/adr/0035): approve (a single-use invite code linked to the
 * entry, mailed; the entry turns registered when the code is used; approved again once its unused
 * code died) and reject with a reason; one audit row per change, none for a refused one.
 */
useScreeningApp();

describe('approving', () => {
  it('makes a single-use invite linked to the entry, mails it; registering turns it registered', async () => {
    const fan = await signUp('fan', { name: 'Grace <Invited>' });

    const approved = await asAdmin<Detail>('POST', `/fans/${fan.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'invited',
      decided_by: admin.userId,
      decided_by_email: admin.email,
      rejection_reason: null,
      invite: { used: 0, status: 'active', revoked_at: null },
      actions: {
        approve: { allowed: false, reason: expect.stringContaining('approved already') },
        reject: { allowed: false, reason: expect.stringContaining('approved already') },
        resend_invite: { allowed: true, reason: null },
      },
    });
    const invite = approved.body.invite;
    if (!invite) throw new Error('no invite');
    expect(invite.code).toMatch(/^ENCORE-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const days = (Date.parse(invite.expires_at ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(INVITE_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(INVITE_DAYS);

    // Stored: one use, linked to the entry, noted with the address it was made for.
    const stored = await withDb(async (db) => {
      const { rows } = await db.query<{ max_uses: number; uses: number; note: string }>(
        `select c.max_uses, c.uses, c.note from waitlist_entries e
         join invite_codes c on c.id = e.invite_code_id where e.id = $1`,
        [fan.id],
      );
      return rows;
    });
    expect(stored).toEqual([{ max_uses: 1, uses: 0, note: `Waitlist (fan): ${fan.email}` }]);

    // The mail: the code and a link that fills it in on the registration page.
    const mails = await mailsTo(mailDir, fan.email, 2);
    const inviteMail = mails.find((mail) => mail.subject === 'Your invite to Encore');
    expect(inviteMail?.text).toContain(invite.code);
    expect(inviteMail?.text).toContain(`/register?invite=${invite.code}`);
    expect(inviteMail?.html).toContain('Grace &#60;Invited&#62;');
    expect(await mailedAt(fan.id)).toMatch(/^\d{4}-/);

    const rows = await auditRowsFor(fan.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: admin.userId,
      action: 'waitlist_entry.approve',
      target_type: 'waitlist_entry',
      before: { list: 'fans', email: fan.email, status: 'pending', decision: null },
      after: {
        status: 'invited',
        decision: 'approved',
        invite_code_id: invite.id,
        invite_code: invite.code,
      },
      ip: adminIp,
    });

    // Approving twice, or rejecting now, is refused, and changes and records nothing.
    expectEnvelope(
      await asAdmin('POST', `/fans/${fan.id}/approve`),
      409,
      'WAITLIST.ALREADY_APPROVED',
    );
    expectEnvelope(
      await asAdmin('POST', `/fans/${fan.id}/reject`, { reason: 'Changed my mind' }),
      409,
      'WAITLIST.ALREADY_APPROVED',
    );
    expect(await auditRowsFor(fan.id)).toHaveLength(1);
    expect(await invitesNoted(fan.email)).toBe(1);

    // Registering with the code: the entry shows registered; the code works once.
    expect((await register(t.baseUrl, { inviteCode: invite.code })).status).toBe(201);
    const registered = await asAdmin<Detail>('GET', `/fans/${fan.id}`);
    expect(registered.body).toMatchObject({
      status: 'registered',
      invite: { used: 1, status: 'used_up' },
    });
    const byStatus = await asAdmin<Page>(
      'GET',
      `/fans?status=registered&q=${encodeURIComponent(fan.email)}`,
    );
    expect(byStatus.body.entries.map((row) => row.id)).toEqual([fan.id]);
    expectEnvelope(
      await register(t.baseUrl, { inviteCode: invite.code }),
      400,
      'AUTH.INVITE_USED_UP',
    );
    expectEnvelope(
      await asAdmin('POST', `/fans/${fan.id}/resend-invite`),
      409,
      'WAITLIST.ALREADY_REGISTERED',
    );
  });

  it('refuses an unconfirmed address and an unsubscribed person, writing nothing', async () => {
    const unconfirmed = await signUp('artist', {}, { confirmed: false });
    expectEnvelope(
      await asAdmin('POST', `/artists/${unconfirmed.id}/approve`),
      409,
      'WAITLIST.NOT_CONFIRMED',
    );

    const leaving = await signUp('fan');
    const unsubscribed = await call(t.baseUrl, 'POST', '/api/public/waitlist/unsubscribe', {
      body: { token: linkToken(leaving.confirmationMail, 'unsubscribe') },
      ip: freshIp(),
    });
    expect(unsubscribed.status).toBe(200);
    expectEnvelope(
      await asAdmin('POST', `/fans/${leaving.id}/approve`),
      409,
      'WAITLIST.UNSUBSCRIBED',
    );

    for (const entry of [unconfirmed, leaving]) {
      expect(await auditRowsFor(entry.id)).toEqual([]);
      expect(await invitesNoted(entry.email)).toBe(0);
    }
    expectEnvelope(
      await asAdmin('POST', '/fans/00000000-0000-4000-8000-000000000000/approve'),
      404,
      'WAITLIST.ENTRY_NOT_FOUND',
    );
  });

  it('lets one of two simultaneous approvals through, with one invite', async () => {
    const fan = await signUp('fan');
    const replies = await Promise.all([
      asAdmin('POST', `/fans/${fan.id}/approve`),
      asAdmin('POST', `/fans/${fan.id}/approve`),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await invitesNoted(fan.email)).toBe(1);
    expect(await auditRowsFor(fan.id)).toHaveLength(1);
  });

  it('queues the invite mail again on request while the code works', async () => {
    const fan = await signUp('fan');
    expectEnvelope(
      await asAdmin('POST', `/fans/${fan.id}/resend-invite`),
      409,
      'WAITLIST.NOT_INVITED',
    );
    const approved = await asAdmin<Detail>('POST', `/fans/${fan.id}/approve`);
    await mailsTo(mailDir, fan.email, 2);

    const resent = await asAdmin<Detail>('POST', `/fans/${fan.id}/resend-invite`);
    expect(resent.status).toBe(200);
    const mails = await mailsTo(mailDir, fan.email, 3);
    const invites = mails.filter((mail) => mail.subject === 'Your invite to Encore');
    expect(invites).toHaveLength(2);
    expect(invites[1]?.text).toContain(approved.body.invite?.code ?? 'no code');
    const actions = (await auditRowsFor(fan.id)).map((row) => row.action);
    expect(actions).toEqual(['waitlist_entry.approve', 'waitlist_entry.invite_resend']);

    // A revoked code is not worth mailing.
    await withDb((db) =>
      db.query(`update invite_codes set revoked_at = now() where id = $1`, [
        approved.body.invite?.id,
      ]),
    );
    expectEnvelope(
      await asAdmin('POST', `/fans/${fan.id}/resend-invite`),
      409,
      'WAITLIST.INVITE_UNUSABLE',
    );
  });

  it('approves again an entry whose unused code was revoked or expired: a fresh code, mailed', async () => {
    const fan = await signUp('fan');
    const first = await asAdmin<Detail>('POST', `/fans/${fan.id}/approve`);
    await mailsTo(mailDir, fan.email, 2);
    // While the code works, approving again is refused (a second code, a second account).
    expectEnvelope(
      await asAdmin('POST', `/fans/${fan.id}/approve`),
      409,
      'WAITLIST.ALREADY_APPROVED',
    );
    await withDb((db) =>
      db.query(`update invite_codes set expires_at = now() - interval '1 day' where id = $1`, [
        first.body.invite?.id,
      ]),
    );
    const shown = await asAdmin<Detail>('GET', `/fans/${fan.id}`);
    expect(shown.body.actions.approve).toEqual({ allowed: true, reason: null });

    const again = await asAdmin<Detail>('POST', `/fans/${fan.id}/approve`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'invited', invite: { status: 'active', used: 0 } });
    expect(again.body.invite?.code).not.toBe(first.body.invite?.code);
    const mails = await mailsTo(mailDir, fan.email, 3);
    const invites = mails.filter((mail) => mail.subject === 'Your invite to Encore');
    expect(invites[1]?.text).toContain(again.body.invite?.code ?? 'no code');
    const actions = (await auditRowsFor(fan.id)).map((row) => row.action);
    expect(actions).toEqual(['waitlist_entry.approve', 'waitlist_entry.approve']);
  });
});

describe('rejecting', () => {
  it('stores the reason without mailing anyone; a second rejection is refused; approval may follow', async () => {
    const artist = await signUp('artist');
    const rejected = await asAdmin<Detail>('POST', `/artists/${artist.id}/reject`, {
      reason: '  No music links yet.  ',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      rejection_reason: 'No music links yet.',
      decided_by: admin.userId,
      invite: null,
    });
    expect(rejected.body.decided_at).toMatch(/^\d{4}-/);

    expectEnvelope(
      await asAdmin('POST', `/artists/${artist.id}/reject`, { reason: 'Again' }),
      409,
      'WAITLIST.ALREADY_REJECTED',
    );
    expectEnvelope(
      await asAdmin('POST', `/artists/${artist.id}/reject`, { reason: '' }),
      400,
      'PLATFORM.VALIDATION_FAILED',
    );
    const byStatus = await asAdmin<Page>(
      'GET',
      `/artists?status=rejected&q=${encodeURIComponent(artist.email)}`,
    );
    expect(byStatus.body.entries.map((row) => row.id)).toEqual([artist.id]);

    // Only the confirmation mail: a rejection is not mailed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(mailDir, artist.email, 2, 0)).toHaveLength(1);

    const approved = await asAdmin<Detail>('POST', `/artists/${artist.id}/approve`);
    expect(approved.body).toMatchObject({ status: 'invited', rejection_reason: null });

    const rows = await auditRowsFor(artist.id);
    expect(rows.map((row) => row.action)).toEqual([
      'waitlist_entry.reject',
      'waitlist_entry.approve',
    ]);
    expect(rows[0]).toMatchObject({
      before: { status: 'pending', rejection_reason: null },
      after: { status: 'rejected', rejection_reason: 'No music links yet.' },
    });
    expect(rows[1]).toMatchObject({
      before: { status: 'rejected', rejection_reason: 'No music links yet.' },
      after: { status: 'invited', rejection_reason: null },
    });
  });
});
