import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';

const backendDir = join(import.meta.dirname, '..', '..');

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });

/** Polls until the server answers; the bound is generous, for a boot on a busy machine. */
async function waitForHealth(url: string): Promise<void> {
  const giveUpAt = Date.now() + 90_000;
  while (Date.now() < giveUpAt) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

describe('graceful shutdown of the built server', () => {
  it('exits 0 on SIGTERM after answering, and refuses new work while closing', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['dist/src/main.js'], {
      cwd: backendDir,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', EMBEDDED_WORKER: 'true' },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    // 0 only once app.close() has finished: its own deadline (25 s) or a second signal exit 1.
    expect(code).toBe(0);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  }, 180_000);

  it('stops with one sentence naming a bad variable', async () => {
    const child = spawn(process.execPath, ['dist/src/main.js'], {
      cwd: backendDir,
      env: { ...process.env, PORT: 'not-a-port' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'Invalid environment: PORT must be an integer between 0 and 65535 (got "not-a-port").',
    );
  });
});
