import { randomUUID } from 'node:crypto';

import { WAITLIST_OWNS_RIGHTS_MESSAGE } from '@encore/shared-rules';

import { expectEnvelope } from '../support/http.js';
import { waitlistAppForFile } from './waitlist-app.js';
import { artistForm, entriesOf, fanForm, join, VERIFICATION_FAILED } from './waitlist-fixtures.js';

/** The waitlist forms over real HTTP, PostgreSQL and Redis: each form rule and the words a person reads. */

const app = waitlistAppForFile();

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
    const reply = await join(app.t.baseUrl, kind, body, { verified: false });
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
        app.t.baseUrl,
        'artist',
        withChanges(artistForm(), { owns_rights: owns }),
      );
      expect(reply.body.error).toBe(WAITLIST_OWNS_RIGHTS_MESSAGE);
    }
  });

  test('an option outside the list is told in words, not as 16 values', async () => {
    const reply = await join(app.t.baseUrl, 'artist', artistForm({ distributor: 'nope' }), {
      verified: false,
    });
    expect(reply.body.error).toBe('The distributor must be one of the listed options.');
    const fan = await join(app.t.baseUrl, 'fan', fanForm({ country: 'ZZ' }), { verified: false });
    expect(fan.body.error).toBe(
      'The country must be an ISO 3166-1 alpha-2 code from the list (such as GB).',
    );
  });

  test('an unknown genre is named', async () => {
    const reply = await join(
      app.t.baseUrl,
      'artist',
      artistForm({ genres: [app.genre.name, 'Zydeco-Metal'] }),
      {
        verified: false,
      },
    );
    expect(reply.body.error).toBe(
      '"Zydeco-Metal" is not one of our genres. Please pick your genres from the list.',
    );
  });
});
