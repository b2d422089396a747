import { jest } from '@jest/globals';

import { ProfileService } from '../../src/modules/users/profile.service.js';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { captureLogLines } from '../support/log-capture.js';
import { call, expectEnvelope } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let account: TestAccount;
let log: ReturnType<typeof captureLogLines>;

beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'error', TRUST_PROXY: 'true' });
  log = captureLogLines();
  account = await newAccount(t.baseUrl);
});
afterAll(async () => {
  await t.close();
  jest.restoreAllMocks();
});

it('logs an unexpected failure with its cause, stack and request id, never the body or token', async () => {
  const cause = new Error('connection to the profile store lost');
  jest
    .spyOn(ProfileService.prototype, 'update')
    .mockRejectedValueOnce(new Error('profile update failed', { cause }));
  log.clear();

  const reply = await call(t.baseUrl, 'PUT', '/api/user/profile?sig=secret-signature', {
    token: account.token,
    body: { display_name: 'body-text-never-logged' },
    headers: { 'x-request-id': 'trace-5xx-42' },
  });

  expectEnvelope(reply, 500, 'PLATFORM.INTERNAL');
  expect(JSON.stringify(reply.body)).not.toContain('profile update failed');
  const lines = log.lines();
  const failure = lines.find((entry) => entry.msg === 'request failed');
  expect(failure).toMatchObject({
    reqId: 'trace-5xx-42',
    code: 'PLATFORM.INTERNAL',
    request: { method: 'PUT', path: '/api/user/profile' },
    error: {
      message: 'profile update failed',
      stack: expect.stringContaining('server-error-log.e2e-spec.ts'),
      cause: { message: 'connection to the profile store lost', stack: expect.any(String) },
    },
  });
  const everything = JSON.stringify(lines);
  expect(everything).not.toContain('body-text-never-logged');
  expect(everything).not.toContain(account.token);
  expect(everything).not.toContain('secret-signature');
});
