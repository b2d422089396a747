import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const covers = join(t.config.env.MEDIA_DIR, 'images', 'covers');
  mkdirSync(covers, { recursive: true });
  writeFileSync(join(covers, 'cover.webp'), 'RIFF0000WEBP');
  writeFileSync(join(t.config.env.MEDIA_DIR, 'secret.txt'), 'not public');
});
afterAll(() => t.close());

/** A GET with the path sent exactly as given (fetch would resolve `..` before sending). */
function rawGet(path: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(t.baseUrl);
  return new Promise((resolve, reject) => {
    request({ host: hostname, port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body });
      });
    })
      .on('error', reject)
      .end();
  });
}

describe('/media/images/ public files', () => {
  it('serves a file', async () => {
    const reply = await rawGet('/media/images/covers/cover.webp');
    expect(reply.status).toBe(200);
    expect(reply.type).toBe('image/webp');
  });

  it.each([
    '/media/images/covers',
    '/media/images/covers/',
    '/media/images/',
    '/media/images/../secret.txt',
    '/media/images/%2e%2e/secret.txt',
    '/media/images/covers/..%2f..%2fsecret.txt',
    '/media/images/a%00b.webp',
    '/media/images/%zz',
  ])('answers %s with a 4xx envelope, never a 500 or a file outside', async (path) => {
    const reply = await rawGet(path);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(reply.type).toMatch(/^application\/json/);
    const body = JSON.parse(reply.body) as Record<string, unknown>;
    expect(body).toMatchObject({ statusCode: reply.status, code: expect.any(String) });
    expect(reply.body).not.toContain('not public');
  });
});
