import { newAccount, type TestAccount } from '../support/accounts.js';
import { call, expectEnvelope } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let listener: TestAccount;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  listener = await newAccount(t.baseUrl);
});
afterAll(() => t.close());

// None of these can be a storage key, so none names a track (checked before any query).
const NOT_STORAGE_KEYS = ['audio%2F..%2F..%2Fetc%2Fpasswd', '..', '%2Fetc%2Fpasswd', 'a%5Cb'];

describe.each(['audio', 'preview'])('GET /api/media/%s with a bad filePath', (kind) => {
  const get = (encoded: string) =>
    call(t.baseUrl, 'GET', `/api/media/${kind}?filePath=${encoded}`, { token: listener.token });

  test.each(NOT_STORAGE_KEYS)('filePath=%s answers 404 "Track not found"', async (encoded) => {
    const reply = await get(encoded);
    expectEnvelope(reply, 404, 'MEDIA.TRACK_NOT_FOUND');
    expect(reply.body.message).toBe('Track not found');
  });

  // A NUL byte once reached PostgreSQL, which failed the request with a 500.
  test.each(['a%00b', '%00', 'a%01b'])('filePath=%s is a 4xx, never a 500', async (encoded) => {
    const reply = await get(encoded);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expectEnvelope(reply, reply.status);
  });
});
