import { buildOpenApiDocument } from '../../src/platform/http/index.js';
import { plausibleValue } from '../fuzz/fuzz-cases.js';
import { type Operation, operationsOf } from '../fuzz/openapi-operations.js';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { call, expectEnvelope, type Reply } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { enrol, newSession, secondFactorCall, setRole, totpCode } from './second-factor-steps.js';

/**
 * The admin boundary (docs/adr/0031): every route under /api/admin, found in the app's own
 * OpenAPI document so a new one cannot be forgotten, refuses everyone but an admin whose session
 * has passed the second factor.
 */
let t: TestApp;
let adminOperations: Operation[];
let listener: TestAccount;
let artist: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  t = await startTestApp();
  const document = buildOpenApiDocument(t.app);
  adminOperations = operationsOf(document).filter((op) => op.pathTemplate.startsWith('/api/admin'));
  [listener, artist, admin] = await Promise.all([
    newAccount(t.baseUrl),
    newAccount(t.baseUrl),
    newAccount(t.baseUrl),
  ]);
  await Promise.all([setRole(artist.userId, 'artist'), setRole(admin.userId, 'admin')]);
});
afterAll(() => t.close());

/** A request the route's validation accepts, so the boundary (not a 400) decides the answer. */
function callOperation(op: Operation, token: string | null): Promise<Reply> {
  let path = op.pathTemplate;
  const query = new URLSearchParams();
  for (const parameter of op.parameters) {
    const value = String(plausibleValue(parameter.schema));
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, value);
    else if (parameter.in === 'query' && parameter.required) query.set(parameter.name, value);
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const body = op.body ? plausibleValue(op.body.schema) : op.method === 'GET' ? undefined : {};
  return call(t.baseUrl, op.method, path + search, { token, body });
}

async function expectEveryAdminRoute(
  token: string | null,
  status: number,
  code: string,
): Promise<void> {
  for (const op of adminOperations) {
    const reply = await callOperation(op, token);
    expect({ op: op.id, status: reply.status, code: reply.body.code }).toEqual({
      op: op.id,
      status,
      code,
    });
    expectEnvelope(reply, status, code);
  }
}

describe('every route under /api/admin', () => {
  it('is found in the registered routes', () => {
    expect(adminOperations.map((op) => op.id)).toContain('GET /api/admin/me');
    for (const op of adminOperations) expect(op.secured).toBe(true);
  });

  it('answers 401 to an anonymous caller', async () => {
    await expectEveryAdminRoute(null, 401, 'PLATFORM.AUTH_REQUIRED');
  });

  it('answers 403 to a listener and to an artist', async () => {
    await expectEveryAdminRoute(listener.token, 403, 'ADMIN.NOT_ADMIN');
    await expectEveryAdminRoute(artist.token, 403, 'ADMIN.NOT_ADMIN');
  });

  it('answers 401 to an admin without an authenticator app, saying to set one up', async () => {
    await expectEveryAdminRoute(admin.token, 401, 'ADMIN.SECOND_FACTOR_ENROLMENT_REQUIRED');
    const reply = await call(t.baseUrl, 'GET', '/api/admin/me', { token: admin.token });
    expect(reply.body.message).toMatch(/authenticator app/);
  });

  it('answers 401 to an enrolled admin whose session has not passed the code', async () => {
    const enrolled = await newAccount(t.baseUrl);
    await setRole(enrolled.userId, 'admin');
    await enrol(t.baseUrl, enrolled.token);
    const other = await newSession(t.baseUrl, enrolled);
    await expectEveryAdminRoute(other.token, 401, 'ADMIN.SECOND_FACTOR_REQUIRED');
    const reply = await call(t.baseUrl, 'GET', '/api/admin/me', { token: other.token });
    expect(reply.body.message).toMatch(/code from your authenticator app/);
  });
});

describe('an admin who passed the second factor', () => {
  it('enrols, verifies in a new session and reaches the admin area', async () => {
    const account = await newAccount(t.baseUrl);
    await setRole(account.userId, 'admin');
    const { secret } = await enrol(t.baseUrl, account.token);
    // Enrolling passes the session it was done in.
    const first = await call(t.baseUrl, 'GET', '/api/admin/me', { token: account.token });
    expect(first.status).toBe(200);

    const session = await newSession(t.baseUrl, account);
    const verified = await secondFactorCall(t.baseUrl, session.token, 'POST', '/verify', {
      code: await totpCode(secret, 30),
    });
    expect(verified.status).toBe(200);
    const me = await call(t.baseUrl, 'GET', '/api/admin/me', { token: session.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: account.userId,
      email: account.email,
      display_name: expect.any(String),
      role: 'admin',
      second_factor: 'passed',
    });
    expect(me.headers.get('cache-control')).toBe('no-store');

    // A refresh keeps the mark: the new access token belongs to the same session.
    const refreshed = await call<{ session: { access_token: string } }>(
      t.baseUrl,
      'GET',
      '/api/auth/session',
      { cookie: session.cookie },
    );
    expect(refreshed.status).toBe(200);
    const again = await call(t.baseUrl, 'GET', '/api/admin/me', {
      token: refreshed.body.session.access_token,
    });
    expect(again.status).toBe(200);

    // The role is read on every request: demoted, the same session is refused at once.
    await setRole(account.userId, 'listener');
    expectEnvelope(
      await call(t.baseUrl, 'GET', '/api/admin/me', { token: session.token }),
      403,
      'ADMIN.NOT_ADMIN',
    );
  });
});
