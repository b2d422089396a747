import { call, expectEnvelope } from '../support/http.js';
import { type GuardedApp, startGuardedApp } from './guarded-app.js';
import {
  deadUrl,
  DUMMY_TOKEN,
  FAIL_SECRET,
  PASS_SECRET,
  SPENT_SECRET,
  STAND_IN_SECRET,
  startTurnstileStandIn,
  TEST_SITE_KEY,
  type TurnstileStandIn,
} from './turnstile-stand-in.js';

const FAILED = 'Verification challenge failed. Please try refreshing the page.';
const ROUTE = '/api/test/verification/guarded';
const PUBLIC_URL = 'https://encore.example';

let standIn: TurnstileStandIn;
const apps: GuardedApp[] = [];

beforeAll(async () => {
  standIn = await startTurnstileStandIn();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await standIn.close();
});

/** A guarded app verifying with Turnstile: the stand-in's URL unless another is given. */
async function turnstileApp(secret: string, env: NodeJS.ProcessEnv = {}): Promise<GuardedApp> {
  const app = await startGuardedApp({
    PUBLIC_URL,
    TURNSTILE_SITE_KEY: TEST_SITE_KEY,
    TURNSTILE_SECRET_KEY: secret,
    TURNSTILE_VERIFY_URL: standIn.url,
    ...env,
  });
  apps.push(app);
  return app;
}

const submit = (app: GuardedApp, token: string) =>
  call(app.baseUrl, 'POST', ROUTE, { body: { name: 'fan', cfTurnstileToken: token } });

function expectRefused(reply: Awaited<ReturnType<typeof submit>>, code: string): void {
  expectEnvelope(reply, 400, code);
  expect(reply.body.message).toBe(FAILED);
}

describe('Turnstile with Cloudflare’s always-pass test secret', () => {
  let app: GuardedApp;
  beforeAll(async () => {
    app = await turnstileApp(PASS_SECRET);
  });

  it('tells the client to load Turnstile with the site key, and offers no ALTCHA challenge', async () => {
    const config = await call(app.baseUrl, 'GET', '/api/public/verification/config');
    expect(config.body).toEqual({ provider: 'turnstile', siteKey: TEST_SITE_KEY });
    expectEnvelope(
      await call(app.baseUrl, 'GET', '/api/public/verification/challenge'),
      404,
      'VERIFICATION.CHALLENGE_NOT_OFFERED',
    );
  });

  it('accepts the dummy token once (siteverify passes it every time), telling siteverify the secret, token, address and an idempotency key', async () => {
    // The dummy token is a constant: only this test submits it where siteverify answers.
    expect((await submit(app, DUMMY_TOKEN)).status).toBe(200);
    const request = standIn.requests.at(-1);
    expect(request?.contentType).toBe('application/json');
    expect(request?.body).toEqual({
      secret: PASS_SECRET,
      response: DUMMY_TOKEN,
      remoteip: '127.0.0.1',
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expectRefused(await submit(app, DUMMY_TOKEN), 'VERIFICATION.TOKEN_REUSED');
  });
});

describe('Turnstile refusals', () => {
  it('refuses every token with the always-fail test secret', async () => {
    const app = await turnstileApp(FAIL_SECRET);
    expectRefused(await submit(app, 'XXXX.DUMMY.TOKEN.FAIL'), 'VERIFICATION.TOKEN_INVALID');
  });

  it('refuses a token siteverify calls spent', async () => {
    const app = await turnstileApp(SPENT_SECRET);
    expectRefused(await submit(app, 'XXXX.DUMMY.TOKEN.SPENT'), 'VERIFICATION.TOKEN_INVALID');
  });

  it('accepts a real widget’s token for our host name once, and refuses one solved elsewhere', async () => {
    const app = await turnstileApp(STAND_IN_SECRET);
    const ours = standIn.issue('encore.example');
    expect((await submit(app, ours)).status).toBe(200);
    expectRefused(await submit(app, ours), 'VERIFICATION.TOKEN_INVALID');
    expectRefused(
      await submit(app, standIn.issue('phishing.example')),
      'VERIFICATION.TOKEN_INVALID',
    );
    // example.com is only accepted from Cloudflare's test secrets.
    expectRefused(await submit(app, standIn.issue('example.com')), 'VERIFICATION.TOKEN_INVALID');
  });

  it('checks the action when one is configured', async () => {
    const app = await turnstileApp(STAND_IN_SECRET, { TURNSTILE_ACTION: 'waitlist' });
    const config = await call(app.baseUrl, 'GET', '/api/public/verification/config');
    expect(config.body).toEqual({
      provider: 'turnstile',
      siteKey: TEST_SITE_KEY,
      action: 'waitlist',
    });
    expectRefused(
      await submit(app, standIn.issue('encore.example', 'login')),
      'VERIFICATION.TOKEN_INVALID',
    );
    expect((await submit(app, standIn.issue('encore.example', 'waitlist'))).status).toBe(200);
  });

  it('answers 503 with a clear message when siteverify cannot be reached, spending nothing', async () => {
    const down = await turnstileApp(STAND_IN_SECRET, { TURNSTILE_VERIFY_URL: await deadUrl() });
    const token = standIn.issue('encore.example');
    const reply = await submit(down, token);
    expectEnvelope(reply, 503, 'VERIFICATION.UNAVAILABLE');
    expect(reply.body.message).toBe(
      'Verification is temporarily unavailable. Please try again in a moment.',
    );
    const up = await turnstileApp(STAND_IN_SECRET);
    expect((await submit(up, token)).status).toBe(200);
  });

  it('answers 503 when siteverify refuses our secret (a misconfiguration, not the user’s fault)', async () => {
    const app = await turnstileApp('0x4AAAAAAAUnknownSecret');
    expectEnvelope(await submit(app, 'some-token'), 503, 'VERIFICATION.UNAVAILABLE');
  });
});
