import { randomBytes } from 'node:crypto';
import { WAITLIST_CONSENT_VERSION } from '@encore/shared-rules';
import { withDb } from '../support/db.js';
import { call, expectEnvelope } from '../support/http.js';
import { csvRecords, freshIp } from '../waitlist/waitlist-fixtures.js';
import {
  admin,
  adminIp,
  allPages,
  asAdmin,
  auditRowsFor,
  type Detail,
  genre,
  type Note,
  type Page,
  seed,
  signUp,
  t,
  useScreeningApp,
} from './screening-suite.js';

/**
 * Waitlist screening (docs/adr/0035): the artist and fan queues listed, filtered, sorted and
 * paged; an entry in full with its consent evidence; private notes; approve (a single-use invite
 * code linked to the entry, mailed; the entry turns registered when the code is used) and reject
 * with a reason; the CSV export; one audit row per change, none for a refused one.
 */
useScreeningApp();

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
