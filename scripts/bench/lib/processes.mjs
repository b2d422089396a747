/**
 * Child processes for the benchmarks: start on a free port, wait until they answer, and always
 * stop them again — on normal exit, on an error and on Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

import { freePort } from '../../lib/free-port.mjs';

const children = new Set();
const cleanups = [];

function stopAll() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  children.clear();
  for (const cleanup of cleanups.splice(0)) {
    try {
      cleanup();
    } catch {
      // Best effort: we are exiting anyway.
    }
  }
}

process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers …`);
    stopAll();
    process.exit(130);
  });
}

/** Runs `fn` (synchronously) when the process exits, however it exits. */
export function onExit(fn) {
  cleanups.push(fn);
}

export { freePort };

/** Spawns a process that is killed when we exit; its output is kept for error messages. */
export function startProcess(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.add(child);
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', () => children.delete(child));
  return { child, output: () => output };
}

/** Polls `url` until it answers `ok(status)`, or fails with the process's last output. */
export async function waitForHttp(url, started, { seconds = 30, ok = (s) => s < 500 } = {}) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) break;
    try {
      const reply = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await reply.arrayBuffer();
      if (ok(reply.status)) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${url} did not come up:\n${started.output().trim()}`);
}

/** The built API on a free loopback port, as the benchmarks run it: no worker, quiet, no SPA. */
export async function startBenchApi(backendDir, env) {
  const port = await freePort();
  const started = startProcess(process.execPath, ['dist/src/main.js'], {
    cwd: backendDir,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_WORKER: 'false',
      LOG_LEVEL: 'warn',
      SPA_DIR: '',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, started, { ok: (status) => status === 200 });
  return { ...started, url };
}
