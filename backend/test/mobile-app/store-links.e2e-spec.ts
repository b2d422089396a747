import { call } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const ROUTE = '/api/public/mobile-app/store-links';
const APP_STORE_URL = 'https://apps.apple.com/gb/app/encore-music/id6450012345';
const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=app.encore.music';

const apps: TestApp[] = [];
async function appWith(env: NodeJS.ProcessEnv): Promise<TestApp> {
  const app = await startTestApp(env);
  apps.push(app);
  return app;
}
afterAll(() => Promise.all(apps.map((app) => app.close())));

describe('GET /api/public/mobile-app/store-links', () => {
  it('gives the configured listings to anyone, revalidated on every use', async () => {
    const app = await appWith({ APP_STORE_URL, PLAY_STORE_URL });
    const reply = await call(app.baseUrl, 'GET', ROUTE);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ appStoreUrl: APP_STORE_URL, playStoreUrl: PLAY_STORE_URL });
    expect(reply.headers.get('cache-control')).toBe('no-cache');
  });

  it('says null for a store without a listing, so the banner never sends anyone there', async () => {
    const app = await appWith({ APP_STORE_URL: '', PLAY_STORE_URL });
    const reply = await call(app.baseUrl, 'GET', ROUTE);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ appStoreUrl: null, playStoreUrl: PLAY_STORE_URL });
  });
});
