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

// Each of these once reached PostgreSQL (a NUL byte made it answer 500); none can be a storage
// key, so none names a track.
const BAD_PATHS = [
  'a%00b',
  '%00',
  'audio%2F..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2Fetc%2Fpasswd',
  'a%5Cb',
];

describe.each(['audio', 'preview'])(
  'GET /api/media/%s with a path that cannot be a storage key',
  (kind) => {
    test.each(BAD_PATHS)('filePath=%s answers 404 "Track not found"', async (encoded) => {
      const reply = await call(t.baseUrl, 'GET', `/api/media/${kind}?filePath=${encoded}`, {
        token: listener.token,
      });
      expectEnvelope(reply, 404, 'MEDIA.TRACK_NOT_FOUND');
      expect(reply.body.message).toBe('Track not found');
    });
  },
);
