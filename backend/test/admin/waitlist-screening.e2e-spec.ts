import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';

import { WAITLIST_CONSENT_VERSION } from '@encore/shared-rules';

import { register, newAccount, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope, randomIp, type Reply } from '../support/http.js';
import { mailsTo, type WrittenMail } from '../support/mailbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  addGenre,
  artistForm,
  csvRecords,
  fanForm,
  freshIp,
  join,
  type Kind,
  linkToken,
  onlyEntryOf,
} from '../waitlist/waitlist-fixtures.js';
import { enrol, setRole } from './second-factor-steps.js';

/**
 * Waitlist screening (docs/adr/0035): the artist and fan queues listed, filtered, sorted and
 * paged; an entry in full with its consent evidence; private notes; approve (a single-use invite
 * code linked to the entry, mailed; the entry turns registered when the code is used) and reject
 * with a reason; the CSV export; one audit row per change, none for a refused one.
 */
interface Summary {
  id: string;
  email: string;
  name: string;
  country: string | null;
  artist_name: string | null;
  genres: string[];
  favourite_artist: string | null;
  created_at: string;
  confirmed: boolean;
  unsubscribed: boolean;
  status: 'pending' | 'invited' | 'registered' | 'rejected';
  decided_at: string | null;
  notes: number;
}

interface Page {
  entries: Summary[];
  next_cursor: string | null;
}

interface Note {
  id: string;
  body: string;
  author_id: string;
  author_email: string | null;
  created_at: string;
}

interface Detail {
  id: string;
  list: 'artists' | 'fans';
  email: string;
  name: string;
  country: string | null;
  status: Summary['status'];
  answers: Record<string, unknown>;
  is_subscribed: boolean;
  created_at: string;
  confirmed_at: string | null;
  confirmation_sent_at: string | null;
  unsubscribed_at: string | null;
  consent: {
    at: string;
    ip: string | null;
    user_agent: string | null;
    version: string;
    boxes: Record<string, boolean>;
  };
  decided_at: string | null;
  decided_by: string | null;
  decided_by_email: string | null;
  rejection_reason: string | null;
  invite: {
    id: string;
    code: string;
    expires_at: string | null;
    revoked_at: string | null;
    used: number;
    status: 'active' | 'used_up' | 'expired' | 'revoked';
    mailed_at: string | null;
  } | null;
  notes: Note[];
  actions: Record<
    'approve' | 'reject' | 'resend_invite',
    { allowed: boolean; reason: string | null }
  >;
}

/** Not the default 14: the file checks that the configured number of days is the one used. */
const INVITE_DAYS = 9;

let t: TestApp;
let admin: TestAccount;
const adminIp = randomIp();
const mailDir = mkdtempSync(joinPath(tmpdir(), 'encore-screening-mail-'));
const genre = { name: `screening dream pop ${randomBytes(4).toString('hex')}`, id: '' };

beforeAll(async () => {
  t = await startTestApp({
    TRUST_PROXY: 'true',
    EMBEDDED_WORKER: 'true',
    MAIL_DIR: mailDir,
    WAITLIST_INVITE_DAYS: String(INVITE_DAYS),
  });
  genre.id = await addGenre(genre.name);
  admin = await newAccount(t.baseUrl);
  await setRole(admin.userId, 'admin');
  await enrol(t.baseUrl, admin.token);
});
afterAll(() => t.close());

const asAdmin = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  call<T>(t.baseUrl, method, `/api/admin/waitlist${path}`, {
    token: admin.token,
    ip: adminIp,
    body: body ?? (method === 'GET' ? undefined : {}),
  });

/** A sign-up through the real form, its confirmation link opened unless `confirmed` is false. */
async function signUp(
  kind: Kind,
  overrides: Record<string, unknown> = {},
  options: { confirmed?: boolean; ip?: string; userAgent?: string } = {},
): Promise<{ id: string; email: string; confirmationMail: WrittenMail }> {
  const form = kind === 'artist' ? artistForm(overrides) : fanForm(overrides);
  const email = String(form.email);
  const reply = await join(t.baseUrl, kind, form, {
    ip: options.ip ?? freshIp(),
    ...(options.userAgent ? { headers: { 'user-agent': options.userAgent } } : {}),
  });
  expect(reply.status).toBe(201);
  const [mail] = await mailsTo(mailDir, email);
  if (!mail) throw new Error(`no confirmation mail for ${email}`);
  if (options.confirmed !== false) {
    const confirmed = await call(t.baseUrl, 'POST', '/api/public/waitlist/confirm', {
      body: { token: linkToken(mail, 'confirm') },
      ip: freshIp(),
    });
    expect(confirmed.status).toBe(200);
  }
  const entry = await onlyEntryOf(email);
  return { id: entry.id, email, confirmationMail: mail };
}

interface SeedEntry {
  name: string;
  country?: string | null;
  daysAgo: number;
  confirmed?: boolean;
}

/** Entries straight in the database (for lists long enough to page), their emails tagged. */
async function seed(kind: Kind, tag: string, entries: SeedEntry[]): Promise<string[]> {
  return withDb(async (db) => {
    const ids: string[] = [];
    for (const [i, entry] of entries.entries()) {
      const { rows } = await db.query<{ id: string }>(
        `insert into waitlist_entries (kind, email, name, country, answers, consent_version,
           consent_boxes, created_at, consent_at, confirmed_at)
         values ($1, $2, $3, $4, '{}', $5, '{}', now() - make_interval(days => $6),
           now() - make_interval(days => $6),
           case when $7 then now() - make_interval(days => $6) end)
         returning id`,
        [
          kind,
          `${tag}-${i}@example.com`,
          entry.name,
          entry.country === undefined ? 'GB' : entry.country,
          WAITLIST_CONSENT_VERSION[kind],
          entry.daysAgo,
          entry.confirmed ?? true,
        ],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('seed insert returned nothing');
      ids.push(id);
    }
    return ids;
  });
}

/** Every page of a list, following next_cursor. */
async function allPages(path: string, limit: number): Promise<Summary[][]> {
  const pages: Summary[][] = [];
  let cursor: string | null = null;
  for (let n = 0; n < 50; n++) {
    const separator = path.includes('?') ? '&' : '?';
    const after: string = cursor === null ? '' : `&before=${cursor}`;
    const reply: Reply<Page> = await asAdmin<Page>(
      'GET',
      `${path}${separator}limit=${limit}${after}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.entries.length).toBeLessThanOrEqual(limit);
    pages.push(reply.body.entries);
    cursor = reply.body.next_cursor;
    if (cursor === null) return pages;
  }
  throw new Error('pagination did not end');
}

const auditRowsFor = (targetId: string) =>
  withDb(async (db) => {
    const { rows } = await db.query(
      `select * from admin_audit_log where target_id = $1 order by at, id`,
      [targetId],
    );
    return rows as Record<string, unknown>[];
  });

/** When the entry's invite mail went out, waiting (bounded) for the worker to say so. */
async function mailedAt(entryId: string): Promise<string | null> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const detail = await asAdmin<Detail>('GET', `/fans/${entryId}`);
    const at = detail.body.invite?.mailed_at ?? null;
    if (at !== null || Date.now() > deadline) return at;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const invitesNoted = (email: string) =>
  withDb(async (db) => {
    const { rows } = await db.query<{ n: string }>(
      `select count(*) as n from invite_codes where note like $1`,
      [`%${email}`],
    );
    return Number(rows[0]?.n);
  });

describe('the screening lists', () => {
  it('pages newest first through a filtered list, each entry once, and sorts by name any case', async () => {
    const tag = `page-${randomBytes(4).toString('hex')}`;
    const names = ['delta', 'Alpha', 'echo', 'Charlie', 'bravo', 'golf', 'Foxtrot'];
    const ids = await seed(
      'fan',
      tag,
      names.map((name, i) => ({ name, daysAgo: i + 1 })),
    );

    const newestFirst = await allPages(`/fans?q=${tag}`, 3);
    expect(newestFirst.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(newestFirst.flat().map((row) => row.id)).toEqual(ids);
    expect(newestFirst[0]?.[0]).toMatchObject({
      email: `${tag}-0@example.com`,
      name: 'delta',
      country: 'GB',
      artist_name: null,
      genres: [],
      confirmed: true,
      unsubscribed: false,
      status: 'pending',
      decided_at: null,
      notes: 0,
    });

    const oldestFirst = await allPages(`/fans?q=${tag}&order=asc`, 4);
    expect(oldestFirst.flat().map((row) => row.id)).toEqual([...ids].reverse());

    const byName = await allPages(`/fans?q=${tag.toUpperCase()}&sort=name`, 2);
    expect(byName.flat().map((row) => row.name)).toEqual([
      'Alpha',
      'bravo',
      'Charlie',
      'delta',
      'echo',
      'Foxtrot',
      'golf',
    ]);
    const byEmailDesc = await allPages(`/fans?q=${tag}&sort=email&order=desc`, 5);
    expect(byEmailDesc.flat().map((row) => row.email)).toEqual(
      names.map((_, i) => `${tag}-${i}@example.com`).reverse(),
    );

    // A cursor belongs to its order: used with another, it is refused, never misread.
    const first = await asAdmin<Page>('GET', `/fans?q=${tag}&sort=name&limit=2`);
    const mixed = await asAdmin('GET', `/fans?q=${tag}&limit=2&before=${first.body.next_cursor}`);
    expectEnvelope(mixed, 400, 'ADMIN.CURSOR_INVALID');
  });

  it('filters by status, confirmation, country, sign-up date and genre', async () => {
    const tag = `filter-${randomBytes(4).toString('hex')}`;
    const [recentIe, oldIe, unconfirmedGb] = await seed('fan', tag, [
      { name: 'Recent Irish fan', country: 'IE', daysAgo: 1 },
      { name: 'Old Irish fan', country: 'IE', daysAgo: 40 },
      { name: 'Unconfirmed fan', country: 'GB', daysAgo: 2, confirmed: false },
    ]);
    const ids = async (query: string): Promise<string[]> => {
      const reply = await asAdmin<Page>('GET', `/fans?q=${tag}&${query}`);
      expect(reply.status).toBe(200);
      return reply.body.entries.map((row) => row.id);
    };
    expect(await ids('country=ie')).toEqual([recentIe, oldIe]);
    expect(await ids('confirmed=false')).toEqual([unconfirmedGb]);
    expect(await ids('confirmed=true&country=IE')).toEqual([recentIe, oldIe]);
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    expect(await ids(`from=${tenDaysAgo}`)).toEqual([recentIe, unconfirmedGb]);
    expect(await ids(`to=${tenDaysAgo}`)).toEqual([oldIe]);
    expect(await ids('status=pending')).toEqual([recentIe, unconfirmedGb, oldIe]);
    expect(await ids('status=invited')).toEqual([]);

    const artist = await signUp('artist', { genres: [genre.name], name: `Genre ${tag}` });
    const byGenre = await asAdmin<Page>('GET', `/artists?genre=${encodeURIComponent(genre.name)}`);
    expect(byGenre.body.entries.map((row) => row.id)).toEqual([artist.id]);
    expect(byGenre.body.entries[0]).toMatchObject({
      artist_name: 'Ghost Orchard',
      genres: [genre.name],
      favourite_artist: null,
    });

    expectEnvelope(
      await asAdmin('GET', `/fans?genre=${encodeURIComponent(genre.name)}`),
      400,
      'WAITLIST.GENRE_FILTER_ARTISTS_ONLY',
    );
    expectEnvelope(await asAdmin('GET', '/fans?status=maybe'), 400, 'PLATFORM.VALIDATION_FAILED');
    expectEnvelope(await asAdmin('GET', '/fans?country=IRL'), 400, 'PLATFORM.VALIDATION_FAILED');
    expectEnvelope(await asAdmin('GET', '/fans?from=2026-02-30'), 400, 'ADMIN.TIME_INVALID');
    expectEnvelope(await asAdmin('GET', '/listeners'), 400, 'PLATFORM.VALIDATION_FAILED');
  });

  it('searches email, name and artist name, taking LIKE characters literally', async () => {
    const tag = randomBytes(4).toString('hex');
    const artist = await signUp('artist', { artist_name: `Band_${tag}%` });
    const found = await asAdmin<Page>('GET', `/artists?q=${encodeURIComponent(`band_${tag}%`)}`);
    expect(found.body.entries.map((row) => row.id)).toEqual([artist.id]);
    const wildcard = await asAdmin<Page>('GET', `/artists?q=${encodeURIComponent(`band%${tag}`)}`);
    expect(wildcard.body.entries).toEqual([]);
  });
});

describe('an entry in full', () => {
  it('shows everything submitted with its consent evidence, on its own list only', async () => {
    const ip = freshIp();
    const artist = await signUp(
      'artist',
      { has_publishing_agreement: true, publisher_name: 'Orchard Publishing' },
      { ip, userAgent: 'ScreeningTest/1.0 (X11; Linux)' },
    );
    const reply = await asAdmin<Detail>('GET', `/artists/${artist.id}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body).toMatchObject({
      id: artist.id,
      list: 'artists',
      email: artist.email,
      name: 'Ada Lovelace',
      country: 'GB',
      status: 'pending',
      is_subscribed: true,
      unsubscribed_at: null,
      decided_at: null,
      decided_by: null,
      rejection_reason: null,
      invite: null,
      notes: [],
      actions: {
        approve: { allowed: true, reason: null },
        reject: { allowed: true, reason: null },
        resend_invite: { allowed: false, reason: 'Only an approved entry has an invite to mail.' },
      },
      consent: {
        ip,
        user_agent: 'ScreeningTest/1.0 (X11; Linux)',
        version: WAITLIST_CONSENT_VERSION.artist,
        boxes: {
          owns_rights: true,
          wants_exclusives: true,
          has_recording_agreement: true,
          has_publishing_agreement: true,
          has_collection_agency: true,
        },
      },
    });
    expect(reply.body.answers).toMatchObject({
      artist_name: 'Ghost Orchard',
      phone_number: '+44 20 7946 0000',
      distributor: 'distrokid',
      collection_agencies: ['prs', 'ppl'],
      release_plan_singles: 5,
      record_label_name: 'Orchard Records',
      publisher_name: 'Orchard Publishing',
      owns_rights: true,
      heard_about: 'A friend',
    });
    for (const time of [reply.body.created_at, reply.body.consent.at, reply.body.confirmed_at]) {
      expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    }

    expectEnvelope(await asAdmin('GET', `/fans/${artist.id}`), 404, 'WAITLIST.ENTRY_NOT_FOUND');
    expectEnvelope(
      await asAdmin('GET', '/artists/00000000-0000-4000-8000-000000000000'),
      404,
      'WAITLIST.ENTRY_NOT_FOUND',
    );
    expectEnvelope(await asAdmin('GET', '/artists/not-a-uuid'), 400, 'PLATFORM.VALIDATION_FAILED');
  });
});

describe('private notes', () => {
  it('adds a note (one audit row) that the entry shows, oldest first; refuses blank ones', async () => {
    const fan = await signUp('fan', {}, { confirmed: false });
    const first = await asAdmin<Note>('POST', `/fans/${fan.id}/notes`, {
      body: '  Runs a fan club with 2,000 members.  ',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      body: 'Runs a fan club with 2,000 members.',
      author_id: admin.userId,
      author_email: admin.email,
    });
    await asAdmin<Note>('POST', `/fans/${fan.id}/notes`, { body: 'Second thought.' });

    const detail = await asAdmin<Detail>('GET', `/fans/${fan.id}`);
    expect(detail.body.notes.map((note) => note.body)).toEqual([
      'Runs a fan club with 2,000 members.',
      'Second thought.',
    ]);
    const listed = await asAdmin<Page>('GET', `/fans?q=${encodeURIComponent(fan.email)}`);
    expect(listed.body.entries[0]?.notes).toBe(2);

    const rows = await auditRowsFor(fan.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actor_id: admin.userId,
      action: 'waitlist_entry.note',
      target_type: 'waitlist_entry',
      before: null,
      after: { note_id: first.body.id, body: 'Runs a fan club with 2,000 members.' },
      ip: adminIp,
    });

    expectEnvelope(
      await asAdmin('POST', `/fans/${fan.id}/notes`, { body: '   ' }),
      400,
      'PLATFORM.VALIDATION_FAILED',
    );
    expectEnvelope(
      await asAdmin('POST', `/fans/${fan.id}/notes`, { body: 'x'.repeat(2001) }),
      400,
      'PLATFORM.VALIDATION_FAILED',
    );
    expectEnvelope(
      await asAdmin('POST', `/artists/${fan.id}/notes`, { body: 'Wrong list' }),
      404,
      'WAITLIST.ENTRY_NOT_FOUND',
    );
    expect(await auditRowsFor(fan.id)).toHaveLength(2);
  });
});

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

describe('the CSV export', () => {
  it('streams the filtered list with the screening columns, formula-safe', async () => {
    const tag = `export-${randomBytes(4).toString('hex')}`;
    const [hostile, decided] = await seed('fan', tag, [
      { name: '=HYPERLINK("https://evil.example")', daysAgo: 3 },
      { name: 'Decided fan', daysAgo: 2 },
    ]);
    await seed('fan', `${tag}x`, [{ name: 'Not in this export', daysAgo: 1 }]);
    await asAdmin('POST', `/fans/${decided}/reject`, { reason: '+1 too many, "quoted"' });

    const response = await fetch(`${t.baseUrl}/api/admin/waitlist/fans/export.csv?q=${tag}-`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="encore-waitlist-fans-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const records = csvRecords(await response.text());
    expect(records.map((row) => row.id)).toEqual([hostile, decided]);
    expect(records[0]).toMatchObject({
      name: `'=HYPERLINK("https://evil.example")`,
      status: 'pending',
      decided_at: '',
      rejection_reason: '',
      consent_version: WAITLIST_CONSENT_VERSION.fan,
    });
    expect(records[1]).toMatchObject({
      status: 'rejected',
      rejection_reason: `'+1 too many, "quoted"`,
    });
    expect(records[1]?.decided_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    // Taking a list's personal data away is audited: who, which list, which filters.
    const exports = await withDb(
      async (db) =>
        (
          await db.query<Record<string, unknown>>(
            `select target_type, target_id, after from admin_audit_log
              where action = 'waitlist.export' and actor_id = $1 and after->'filters'->>'search' = $2`,
            [admin.userId, `${tag}-`],
          )
        ).rows,
    );
    expect(exports).toEqual([
      { target_type: 'waitlist', target_id: 'fan', after: { filters: { search: `${tag}-` } } },
    ]);

    const refused = await call(t.baseUrl, 'GET', '/api/admin/waitlist/fans/export.csv?genre=rock', {
      token: admin.token,
    });
    expectEnvelope(refused, 400, 'WAITLIST.GENRE_FILTER_ARTISTS_ONLY');
    const anonymous = await call(t.baseUrl, 'GET', '/api/admin/waitlist/fans/export.csv');
    expectEnvelope(anonymous, 401, 'PLATFORM.AUTH_REQUIRED');
  });
});
