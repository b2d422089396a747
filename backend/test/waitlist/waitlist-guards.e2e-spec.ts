import {
  WAITLIST_DISTRIBUTORS,
  WAITLIST_RELEASE_PLAN_OPTIONS,
  WAITLIST_STREAMING_PLATFORMS,
} from '@encore/shared-rules';

import { call, expectEnvelope } from '../support/http.js';
import { mailsTo } from '../support/mailbox.js';
import { solvedToken } from '../verification/altcha-solver.js';
import { waitlistAppForFile } from './waitlist-app.js';
import {
  artistForm,
  entriesOf,
  fanForm,
  freshIp,
  join,
  JOIN_PATH,
  VERIFICATION_FAILED,
} from './waitlist-fixtures.js';

/** The waitlist forms over real HTTP, PostgreSQL and Redis: human verification, abuse measures, the option lists and public access. */

const app = waitlistAppForFile();

describe('human verification', () => {
  test.each(['artist', 'fan'] as const)(
    'the %s form without a token is refused with the spec text and stores nothing',
    async (kind) => {
      const form = kind === 'artist' ? artistForm() : fanForm();
      delete form.cfTurnstileToken;
      const reply = await join(app.t.baseUrl, kind, form, { verified: false });
      expectEnvelope(reply, 400, 'VERIFICATION.TOKEN_MISSING');
      expect(reply.body.error).toBe(VERIFICATION_FAILED);
      expect(await entriesOf(String(form.email))).toEqual([]);
    },
  );

  test('a made-up token is refused with the same text', async () => {
    const form = fanForm({ cfTurnstileToken: 'bm90LWEtcGF5bG9hZA==' });
    const reply = await join(app.t.baseUrl, 'fan', form, { verified: false });
    expectEnvelope(reply, 400);
    expect(reply.body.error).toBe(VERIFICATION_FAILED);
  });

  test('a token works once: its replay is refused, even for another address', async () => {
    const token = await solvedToken(app.t.baseUrl);
    const first = fanForm({ cfTurnstileToken: token });
    const replay = fanForm({ cfTurnstileToken: token });
    expect((await join(app.t.baseUrl, 'fan', first, { verified: false })).status).toBe(201);
    const again = await join(app.t.baseUrl, 'fan', replay, { verified: false });
    expectEnvelope(again, 400, 'VERIFICATION.TOKEN_REUSED');
    expect(again.body.error).toBe(VERIFICATION_FAILED);
    expect(await entriesOf(String(replay.email))).toEqual([]);
  });

  test('a form with a mistake does not spend its token: fixed, it goes through', async () => {
    const token = await solvedToken(app.t.baseUrl);
    const form = artistForm({ owns_rights: false, cfTurnstileToken: token });
    expectEnvelope(await join(app.t.baseUrl, 'artist', form, { verified: false }), 400);
    const fixed = await join(
      app.t.baseUrl,
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
    const artistReply = await join(app.t.baseUrl, 'artist', artist);
    const fanReply = await join(app.t.baseUrl, 'fan', fan);
    const honest = await join(app.t.baseUrl, 'fan', fanForm({ website: '' }));
    expect(artistReply.status).toBe(201);
    expect(fanReply.status).toBe(201);
    expect(artistReply.body).toEqual(honest.body);
    expect(fanReply.body).toEqual(honest.body);
    expect(await entriesOf(String(artist.email))).toEqual([]);
    expect(await entriesOf(String(fan.email))).toEqual([]);
    expect(await mailsTo(app.mailDir, String(fan.email), 1, 1000)).toEqual([]);
  });

  test('past 5 sign-ups in 10 minutes an IP gets 429 with Retry-After, per form', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      const reply = await join(app.t.baseUrl, 'fan', fanForm(), { ip, verified: false });
      expect(reply.body.error).toBe(VERIFICATION_FAILED);
    }
    const throttled = await join(app.t.baseUrl, 'fan', fanForm(), { ip });
    expectEnvelope(throttled, 429, 'WAITLIST.TOO_MANY_SUBMISSIONS');
    expect(throttled.body.error).toMatch(
      /^Too many sign-ups from your network\. Please try again in (10|[1-9]) minutes?\.$/,
    );
    const retryAfter = Number(throttled.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // The artist form counts on its own, and another IP is not affected.
    expect((await join(app.t.baseUrl, 'artist', artistForm(), { ip })).status).toBe(201);
    expect((await join(app.t.baseUrl, 'fan', fanForm())).status).toBe(201);
  });
});

describe('GET /api/public/waitlist/options', () => {
  test('serves the shared lists and limits', async () => {
    const reply = await call(app.t.baseUrl, 'GET', '/api/public/waitlist/options');
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
        app.t.baseUrl,
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
    expect((await join(app.t.baseUrl, 'artist', form)).status).toBe(201);
  });
});

test('the routes are public: no login is asked for', async () => {
  const reply = await call(app.t.baseUrl, 'POST', JOIN_PATH.fan, {
    body: fanForm(),
    ip: freshIp(),
  });
  expect(reply.status).not.toBe(401);
});
