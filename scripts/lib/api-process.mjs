import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { waitForHttp } from './run.mjs';

/**
 * The built API (`backend/dist/src/main.js`) as a child process with `env`, once it answers its
 * health check. `stop()` ends it and then runs `cleanUp` (databases, folders the caller made);
 * so does a start that never became healthy, before it throws.
 */
export async function startApiProcess(root, env, { label, cleanUp }) {
  const server = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: join(root, 'backend'),
    env,
    stdio: 'inherit',
  });
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await cleanUp();
  };
  if (!(await waitForHttp(`${baseUrl}/api/health`, 30_000))) {
    await stop();
    throw new Error(`The ${label} did not become healthy within 30 s`);
  }
  return { baseUrl, stop };
}
