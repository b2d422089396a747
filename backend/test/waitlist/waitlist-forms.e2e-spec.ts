import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';

import {
  WAITLIST_CONSENT_VERSION,
  WAITLIST_DISTRIBUTORS,
  WAITLIST_OWNS_RIGHTS_MESSAGE,
  WAITLIST_RELEASE_PLAN_OPTIONS,
  WAITLIST_STREAMING_PLATFORMS,
} from '@encore/shared-rules';

import { call, expectEnvelope } from '../support/http.js';
import { mailsTo } from '../support/mailbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { solvedToken } from '../verification/altcha-solver.js';
import {
  addGenre,
  artistForm,
  entriesOf,
  fanForm,
  freshIp,
  join,
  JOIN_PATH,
  onlyEntryOf,
  uniqueWaitlistEmail,
  VERIFICATION_FAILED,
} from './waitlist-fixtures.js';

let t: TestApp;
const mailDir = mkdtempSync(joinPath(tmpdir(), 'encore-waitlist-mail-'));
const genre = { name: `waitlist shoegaze ${randomUUID().slice(0, 8)}`, id: '' };

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true', EMBEDDED_WORKER: 'true', MAIL_DIR: mailDir });
  genre.id = await addGenre(genre.name);
});
afterAll(() => t.close());

const PENDING = {
  status: 'pending_confirmation',
  message: expect.stringContaining('confirm your email address') as unknown,
};

describe('a complete sign-up', () => {
  test('an artist with every field is stored as pending, with the consent evidence', async () => {
    const form = artistForm({ genres: [genre.name.toUpperCase()], genre_ids: [genre.id] });
    const reply = await join(t.baseUrl, 'artist', form, {
      ip: '203.0.113.77',
      headers: { 'user-agent': `EncoreTest/1.0 ${'x'.repeat(1000)}` },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual(PENDING);

    const entry = await onlyEntryOf(String(form.email));
    expect(entry).toMatchObject({
      kind: 'artist',
      name: 'Ada Lovelace',
      country: 'GB',
      is_subscribed: true,
      confirmed_at: null,
      consent_ip: '203.0.113.77',
      consent_version: WAITLIST_CONSENT_VERSION.artist,
      consent_boxes: {
        owns_rights: true,
        wants_exclusives: true,
        has_recording_agreement: true,
        has_publishing_agreement: false,
        has_collection_agency: true,
      },
    });
    expect(entry.consent_user_agent).toHaveLength(512);
    expect(entry.consent_user_agent).toMatch(/^EncoreTest\/1\.0 x+$/);
    expect(Date.now() - entry.consent_at.getTime()).toBeLessThan(60_000);
    expect(entry.answers).toEqual({
      artist_name: 'Ghost Orchard',
      phone_number: '+44 20 7946 0000',
      dsp_link: 'https://open.spotify.com/artist/0ghost',
      genres: [genre.name],
      genre_ids: [genre.id],
      distributor: 'distrokid',
      collection_agencies: ['prs', 'ppl'],
      has_collection_agency: true,
      release_plan: 2,
      release_plan_albums: 1,
      release_plan_eps: 0,
      release_plan_singles: 5,
      message: 'Looking forward to it.',
      wants_exclusives: true,
      owns_rights: true,
      social_instagram: '@ghost.orchard',
      social_tiktok: 'ghostorchard',
      social_youtube: 'https://www.youtube.com/@ghostorchard',
      music_link_type: 'bandcamp',
      music_link_url: 'https://ghostorchard.bandcamp.com/album/first',
      has_recording_agreement: true,
      record_label_name: 'Orchard Records',
      has_publishing_agreement: false,
      heard_about: 'A friend',
    });
    const [mail] = await mailsTo(mailDir, String(form.email));
    expect(mail?.subject).toBe('Confirm your place on the Encore artist waitlist');
  });

  test('a fan is stored with is_subscribed as sent, ticked when left out', async () => {
    const declined = fanForm({ is_subscribed: false });
    const defaulted = fanForm();
    delete defaulted.is_subscribed;
    expect((await join(t.baseUrl, 'fan', declined)).body).toEqual(PENDING);
    expect((await join(t.baseUrl, 'fan', defaulted)).status).toBe(201);

    expect(await onlyEntryOf(String(declined.email))).toMatchObject({
      kind: 'fan',
      is_subscribed: false,
      consent_boxes: { is_subscribed: false },
      consent_version: WAITLIST_CONSENT_VERSION.fan,
      answers: {
        favourite_artist: 'Ghost Orchard',
        streaming_platform: 'tidal',
        referral_source: 'friend',
      },
    });
    expect(await onlyEntryOf(String(defaulted.email))).toMatchObject({
      is_subscribed: true,
      consent_boxes: { is_subscribed: true },
    });
  });

  test('only name, email, artist_name and the rights box are needed; blanks are not stored', async () => {
    const minimal = {
      name: '  Lin  ',
      email: `  ${uniqueWaitlistEmail('Minimal').toUpperCase()} `,
      artist_name: 'Lin',
      owns_rights: true,
      country: '',
      distributor: null,
      message: '   ',
      release_plan_eps: null,
    };
    expect((await join(t.baseUrl, 'artist', minimal)).status).toBe(201);
    const entry = await onlyEntryOf(minimal.email);
    expect(entry.email).toBe(minimal.email.trim().toLowerCase());
    expect(entry.name).toBe('Lin');
    expect(entry.country).toBeNull();
    expect(Object.keys(entry.answers).sort()).toEqual([
      'artist_name',
      'has_collection_agency',
      'has_publishing_agreement',
      'has_recording_agreement',
      'owns_rights',
      'wants_exclusives',
    ]);
  });
});

describe('conditional fields and release plans', () => {
  test('record label, publisher and agencies are ignored unless their box is ticked', async () => {
    const form = artistForm({
      has_recording_agreement: false,
      record_label_name: 'Typed Then Hidden Records',
      has_publishing_agreement: false,
      publisher_name: 'Typed Then Hidden Publishing',
      has_collection_agency: false,
      collection_agencies: ['gema'],
    });
    expect((await join(t.baseUrl, 'artist', form)).status).toBe(201);
    const { answers } = await onlyEntryOf(String(form.email));
    expect(answers).not.toHaveProperty('record_label_name');
    expect(answers).not.toHaveProperty('publisher_name');
    expect(answers).not.toHaveProperty('collection_agencies');
    expect(answers).toMatchObject({
      has_recording_agreement: false,
      has_publishing_agreement: false,
      has_collection_agency: false,
    });
  });

  test('they are kept when ticked', async () => {
    const form = artistForm({
      has_publishing_agreement: true,
      publisher_name: 'Shown Publishing',
      collection_agencies: ['gema', 'stim', 'gema'],
    });
    expect((await join(t.baseUrl, 'artist', form)).status).toBe(201);
    expect((await onlyEntryOf(String(form.email))).answers).toMatchObject({
      record_label_name: 'Orchard Records',
      publisher_name: 'Shown Publishing',
      collection_agencies: ['gema', 'stim'],
    });
  });

  test('the selects’ "5+" is sent and stored as 5, and 0 is an answer', async () => {
    const fivePlus = WAITLIST_RELEASE_PLAN_OPTIONS.find((option) => option.label === '5+');
    const form = artistForm({
      release_plan: fivePlus?.value,
      release_plan_albums: 0,
      release_plan_eps: fivePlus?.value,
      release_plan_singles: 3,
    });
    expect((await join(t.baseUrl, 'artist', form)).status).toBe(201);
    expect((await onlyEntryOf(String(form.email))).answers).toMatchObject({
      release_plan: 5,
      release_plan_albums: 0,
      release_plan_eps: 5,
      release_plan_singles: 3,
    });
  });
});

/** [what is wrong, the form's fields changed, the field the reply names, its code]. */
type Rule = [string, Record<string, unknown>, string, string?];
const longText = (n: number) => 'a'.repeat(n);
const VALIDATION = 'PLATFORM.VALIDATION_FAILED';

const ARTIST_RULES: Rule[] = [
  ['name missing', { name: undefined }, 'name'],
  ['name blank', { name: '   ' }, 'name'],
  ['name too long', { name: longText(101) }, 'name'],
  ['name with a NUL', { name: 'Ada\u0000' }, 'name'],
  ['email missing', { email: undefined }, 'email'],
  ['email not an address', { email: 'ada-at-example.com' }, 'email'],
  ['email too long', { email: `${longText(250)}@example.com` }, 'email'],
  ['email disposable', { email: 'someone@mailinator.com' }, 'email', 'WAITLIST.DISPOSABLE_EMAIL'],
  ['disposable subdomain', { email: 'a@x.33mail.com' }, 'email', 'WAITLIST.DISPOSABLE_EMAIL'],
  ['artist_name missing', { artist_name: undefined }, 'artist_name'],
  ['artist_name too long', { artist_name: longText(101) }, 'artist_name'],
  ['owns_rights missing', { owns_rights: undefined }, 'owns_rights'],
  ['owns_rights false', { owns_rights: false }, 'owns_rights', 'WAITLIST.OWNS_RIGHTS_REQUIRED'],
  ['owns_rights as text', { owns_rights: 'true' }, 'owns_rights'],
  ['phone not a number', { phone_number: 'call me maybe' }, 'phone_number'],
  ['dsp_link javascript', { dsp_link: 'javascript:alert(1)' }, 'dsp_link'],
  ['dsp_link ftp', { dsp_link: 'ftp://files.example.com/a' }, 'dsp_link'],
  ['dsp_link too long', { dsp_link: `https://example.com/${longText(490)}` }, 'dsp_link'],
  ['music link data URL', { music_link_url: 'data:text/html,<script>' }, 'music_link_url'],
  ['music link with a user', { music_link_url: 'https://me@evil.example/' }, 'music_link_url'],
  ['country not ISO', { country: 'UK' }, 'country'],
  ['country lower case', { country: 'gb' }, 'country'],
  ['country a name', { country: 'United Kingdom' }, 'country'],
  ['genre not in the list', { genres: ['Polka Fusion 3000'] }, 'genres', 'WAITLIST.UNKNOWN_GENRE'],
  ['too many genres', { genres: Array.from({ length: 11 }, (_, i) => `g${i}`) }, 'genres'],
  ['genres not a list', { genres: 'Jazz' }, 'genres'],
  ['genre_ids not UUIDs', { genre_ids: ['jazz'] }, 'genre_ids'],
  ['genre_ids unknown', { genre_ids: [randomUUID()] }, 'genre_ids', 'WAITLIST.UNKNOWN_GENRE_ID'],
  ['distributor not listed', { distributor: 'Spotify for Artists' }, 'distributor'],
  ['agency not listed', { collection_agencies: ['PRS'] }, 'collection_agencies'],
  ['too many agencies', { collection_agencies: Array(17).fill('prs') }, 'collection_agencies'],
  ['release plan above 5', { release_plan: 6 }, 'release_plan'],
  ['albums negative', { release_plan_albums: -1 }, 'release_plan_albums'],
  ['EPs a fraction', { release_plan_eps: 2.5 }, 'release_plan_eps'],
  ['singles "5+" as text', { release_plan_singles: '5+' }, 'release_plan_singles'],
  ['message too long', { message: longText(2001) }, 'message'],
  ['checkbox as text', { wants_exclusives: 'yes' }, 'wants_exclusives'],
  ['social a script', { social_instagram: 'javascript:alert(1)' }, 'social_instagram'],
  ['social with spaces', { social_tiktok: 'ghost orchard' }, 'social_tiktok'],
  ['music link type not listed', { music_link_type: 'napster' }, 'music_link_type'],
  ['record label too long', { record_label_name: longText(201) }, 'record_label_name'],
  ['heard_about as a list', { heard_about: ['a friend'] }, 'heard_about'],
  ['an unknown field', { isAdmin: true }, 'isAdmin'],
  ['a nested object', { name: { first: 'Ada' } }, 'name'],
];

const FAN_RULES: Rule[] = [
  ['name missing', { name: undefined }, 'name'],
  ['name too long', { name: longText(101) }, 'name'],
  ['email missing', { email: undefined }, 'email'],
  ['email not an address', { email: 'grace@' }, 'email'],
  ['email disposable', { email: 'grace@guerrillamail.com' }, 'email', 'WAITLIST.DISPOSABLE_EMAIL'],
  ['favourite artist too long', { favourite_artist: longText(101) }, 'favourite_artist'],
  ['platform not listed', { streaming_platform: 'napster' }, 'streaming_platform'],
  ['referral not listed', { referral_source: 'billboard' }, 'referral_source'],
  ['country not ISO', { country: 'XX' }, 'country'],
  ['is_subscribed as text', { is_subscribed: 'true' }, 'is_subscribed'],
  ['an artist field', { artist_name: 'Ghost Orchard' }, 'artist_name'],
];

const withChanges = (form: Record<string, unknown>, changes: Record<string, unknown>) => {
  const changed = { ...form, ...changes };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) Reflect.deleteProperty(changed, key);
  }
  return changed;
};

describe.each([
  ['artist', ARTIST_RULES, artistForm],
  ['fan', FAN_RULES, fanForm],
] as const)('the %s form refuses bad input with a 400 naming the field', (kind, rules, form) => {
  test.each(rules)('%s', async (_, changes, field, code = VALIDATION) => {
    const body = withChanges(form(), changes);
    // Every rule is checked before the token: a made-up one never gets that far.
    const reply = await join(t.baseUrl, kind, body, { verified: false });
    expectEnvelope(reply, 400, code);
    expect(reply.body.details).toEqual([{ field, messages: [reply.body.message] }]);
    expect(reply.body.message).not.toBe(VERIFICATION_FAILED);
    if (typeof body.email === 'string') expect(await entriesOf(body.email)).toEqual([]);
  });
});

describe('the messages a person reads', () => {
  test('owns_rights not true gets the spec text, whether false or missing', async () => {
    for (const owns of [false, undefined]) {
      const reply = await join(
        t.baseUrl,
        'artist',
        withChanges(artistForm(), { owns_rights: owns }),
      );
      expect(reply.body.error).toBe(WAITLIST_OWNS_RIGHTS_MESSAGE);
    }
  });

  test('an option outside the list is told in words, not as 16 values', async () => {
    const reply = await join(t.baseUrl, 'artist', artistForm({ distributor: 'nope' }), {
      verified: false,
    });
    expect(reply.body.error).toBe('The distributor must be one of the listed options.');
    const fan = await join(t.baseUrl, 'fan', fanForm({ country: 'ZZ' }), { verified: false });
    expect(fan.body.error).toBe(
      'The country must be an ISO 3166-1 alpha-2 code from the list (such as GB).',
    );
  });

  test('an unknown genre is named', async () => {
    const reply = await join(
      t.baseUrl,
      'artist',
      artistForm({ genres: [genre.name, 'Zydeco-Metal'] }),
      {
        verified: false,
      },
    );
    expect(reply.body.error).toBe(
      '"Zydeco-Metal" is not one of our genres. Please pick your genres from the list.',
    );
  });
});

describe('human verification', () => {
  test.each(['artist', 'fan'] as const)(
    'the %s form without a token is refused with the spec text and stores nothing',
    async (kind) => {
      const form = kind === 'artist' ? artistForm() : fanForm();
      delete form.cfTurnstileToken;
      const reply = await join(t.baseUrl, kind, form, { verified: false });
      expectEnvelope(reply, 400, 'VERIFICATION.TOKEN_MISSING');
      expect(reply.body.error).toBe(VERIFICATION_FAILED);
      expect(await entriesOf(String(form.email))).toEqual([]);
    },
  );

  test('a made-up token is refused with the same text', async () => {
    const form = fanForm({ cfTurnstileToken: 'bm90LWEtcGF5bG9hZA==' });
    const reply = await join(t.baseUrl, 'fan', form, { verified: false });
    expectEnvelope(reply, 400);
    expect(reply.body.error).toBe(VERIFICATION_FAILED);
  });

  test('a token works once: its replay is refused, even for another address', async () => {
    const token = await solvedToken(t.baseUrl);
    const first = fanForm({ cfTurnstileToken: token });
    const replay = fanForm({ cfTurnstileToken: token });
    expect((await join(t.baseUrl, 'fan', first, { verified: false })).status).toBe(201);
    const again = await join(t.baseUrl, 'fan', replay, { verified: false });
    expectEnvelope(again, 400, 'VERIFICATION.TOKEN_REUSED');
    expect(again.body.error).toBe(VERIFICATION_FAILED);
    expect(await entriesOf(String(replay.email))).toEqual([]);
  });

  test('a form with a mistake does not spend its token: fixed, it goes through', async () => {
    const token = await solvedToken(t.baseUrl);
    const form = artistForm({ owns_rights: false, cfTurnstileToken: token });
    expectEnvelope(await join(t.baseUrl, 'artist', form, { verified: false }), 400);
    const fixed = await join(
      t.baseUrl,
      'artist',
      { ...form, owns_rights: true },
      { verified: false },
    );
    expect(fixed.status).toBe(201);
  });
});

describe('abuse', () => {
  test('a filled honeypot gets the same reply and nothing is stored or mailed', async () => {
    const artist = artistForm({ website: 'https://cheap-pills.example' });
    const fan = fanForm({ website: 'x' });
    const artistReply = await join(t.baseUrl, 'artist', artist);
    const fanReply = await join(t.baseUrl, 'fan', fan);
    const honest = await join(t.baseUrl, 'fan', fanForm({ website: '' }));
    expect(artistReply.status).toBe(201);
    expect(fanReply.status).toBe(201);
    expect(artistReply.body).toEqual(honest.body);
    expect(fanReply.body).toEqual(honest.body);
    expect(await entriesOf(String(artist.email))).toEqual([]);
    expect(await entriesOf(String(fan.email))).toEqual([]);
    expect(await mailsTo(mailDir, String(fan.email), 1, 1000)).toEqual([]);
  });

  test('past 5 sign-ups in 10 minutes an IP gets 429 with Retry-After, per form', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      const reply = await join(t.baseUrl, 'fan', fanForm(), { ip, verified: false });
      expect(reply.body.error).toBe(VERIFICATION_FAILED);
    }
    const throttled = await join(t.baseUrl, 'fan', fanForm(), { ip });
    expectEnvelope(throttled, 429, 'WAITLIST.TOO_MANY_SUBMISSIONS');
    expect(throttled.body.error).toMatch(
      /^Too many sign-ups from your network\. Please try again in (10|[1-9]) minutes?\.$/,
    );
    const retryAfter = Number(throttled.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // The artist form counts on its own, and another IP is not affected.
    expect((await join(t.baseUrl, 'artist', artistForm(), { ip })).status).toBe(201);
    expect((await join(t.baseUrl, 'fan', fanForm())).status).toBe(201);
  });
});

describe('GET /api/public/waitlist/options', () => {
  test('serves the shared lists and limits', async () => {
    const reply = await call(t.baseUrl, 'GET', '/api/public/waitlist/options');
    expect(reply.status).toBe(200);
    expect(reply.body.distributors).toEqual(WAITLIST_DISTRIBUTORS);
    expect(reply.body.streaming_platforms).toEqual(WAITLIST_STREAMING_PLATFORMS);
    expect(reply.body.release_plan).toEqual(WAITLIST_RELEASE_PLAN_OPTIONS);
    expect(reply.body.countries).toHaveLength(249);
    expect(reply.body.featured_countries).toEqual(expect.arrayContaining(['GB', 'US', 'NZ']));
    expect(reply.body.text_limits).toMatchObject({ name: 100, message: 2000 });
  });

  test('every listed value is accepted by the forms', async () => {
    const options = (
      await call<Record<string, { value: string }[]>>(
        t.baseUrl,
        'GET',
        '/api/public/waitlist/options',
      )
    ).body;
    const [distributors, agencies, types] = [
      options.distributors ?? [],
      options.collection_agencies ?? [],
      options.music_link_types ?? [],
    ];
    const form = artistForm({
      distributor: distributors.at(-2)?.value,
      collection_agencies: agencies.map((option) => option.value),
      music_link_type: types.at(-1)?.value,
    });
    expect((await join(t.baseUrl, 'artist', form)).status).toBe(201);
  });
});

test('the routes are public: no login is asked for', async () => {
  const reply = await call(t.baseUrl, 'POST', JOIN_PATH.fan, { body: fanForm(), ip: freshIp() });
  expect(reply.status).not.toBe(401);
});
