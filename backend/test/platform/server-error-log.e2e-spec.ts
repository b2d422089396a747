import { jest } from '@jest/globals';
import { PinoLogger } from 'nestjs-pino';
import pino from 'pino';

import { ProfileService } from '../../src/modules/users/profile.service.js';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { call, expectEnvelope } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let account: TestAccount;
const logLines: string[] = [];

/** Keeps every line the app's pino logger writes (the serialised output, as an operator sees it). */
function captureLogLines(): void {
  const root = PinoLogger.root as unknown as Record<symbol, { write: (line: string) => boolean }>;
  const stream = root[pino.symbols.streamSym];
  if (!stream) throw new Error('the app has no pino destination');
  stream.write = (line: string) => {
    logLines.push(line);
    return true;
  };
}

beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'error', TRUST_PROXY: 'true' });
  captureLogLines();
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
  logLines.length = 0;

  const reply = await call(t.baseUrl, 'PUT', '/api/user/profile?sig=secret-signature', {
    token: account.token,
    body: { display_name: 'body-text-never-logged' },
    headers: { 'x-request-id': 'trace-5xx-42' },
  });

  expectEnvelope(reply, 500, 'PLATFORM.INTERNAL');
  expect(JSON.stringify(reply.body)).not.toContain('profile update failed');
  const lines = logLines.join('').trim().split('\n').filter(Boolean);
  const failure = lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((entry) => entry.msg === 'request failed');
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
  const everything = lines.join('\n');
  expect(everything).not.toContain('body-text-never-logged');
  expect(everything).not.toContain(account.token);
  expect(everything).not.toContain('secret-signature');
});
