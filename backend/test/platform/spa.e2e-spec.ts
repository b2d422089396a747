import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startTestApp, type TestApp } from '../support/test-app.js';

describe('serving the built SPA', () => {
  let t: TestApp;
  const html = '<!doctype html><title>Encore</title><div id="root"></div>';

  beforeAll(async () => {
    const spa = mkdtempSync(join(tmpdir(), 'encore-spa-'));
    mkdirSync(join(spa, 'assets'));
    writeFileSync(join(spa, 'index.html'), html);
    writeFileSync(join(spa, 'assets', 'index-abc123.js'), 'console.log("encore")');
    t = await startTestApp({ SPA_DIR: spa });
  });
  afterAll(() => t.close());

  it('answers a deep client route with index.html', async () => {
    const res = await fetch(`${t.baseUrl}/artist/some-artist/album/some-album?x=1#track-1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(html);
  });

  it('answers / with index.html', async () => {
    const res = await fetch(`${t.baseUrl}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(html);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await fetch(`${t.baseUrl}/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toContain('encore');
  });

  it('keeps unknown /api paths as JSON 404s', async () => {
    const res = await fetch(`${t.baseUrl}/api/artist/x/album/y`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'PLATFORM.ROUTE_NOT_FOUND' });
  });

  it('does not answer missing media files with the SPA', async () => {
    const res = await fetch(`${t.baseUrl}/media/images/nope.webp`);
    expect(res.status).toBe(404);
  });
});
