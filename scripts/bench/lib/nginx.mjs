/**
 * A throwaway nginx serving a folder, as the reference for file-serving speed: Debian's package
 * (installed when missing, as root, non-interactively), a temp config with sendfile, no daemon,
 * every pid/log/temp path in a temp dir.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

import { onExit, startProcess, waitForHttp } from './processes.mjs';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];

const findNginx = () => CANDIDATES.find((path) => existsSync(path)) ?? null;

/** The nginx binary, installing Debian's package if needed; otherwise `{ skipped: reason }`. */
export function ensureNginx() {
  const found = findNginx();
  if (found) return { binary: found };
  if (process.getuid?.() !== 0) return { skipped: 'nginx is not installed and we are not root' };
  if (!existsSync('/usr/bin/apt-get'))
    return { skipped: 'nginx is not installed and there is no apt-get' };
  const apt = (args) =>
    execFileSync('apt-get', args, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 300_000,
    });
  const errors = [];
  for (const attempt of [
    ['install', '-y', '-qq', 'nginx-light'],
    ['update', '-qq'],
    ['install', '-y', '-qq', 'nginx-light'],
    ['install', '-y', '-qq', 'nginx'],
  ]) {
    console.log(`  apt-get ${attempt.join(' ')} …`);
    try {
      apt(attempt);
      if (attempt[0] === 'install' && findNginx()) return { binary: findNginx() };
    } catch (error) {
      errors.push(
        String(error.stderr ?? error.message)
          .trim()
          .split('\n')
          .at(-1),
      );
    }
  }
  return { skipped: `installing nginx failed (${errors.filter(Boolean).at(-1) ?? 'unknown'})` };
}

/** Starts nginx on `port` serving `root` at `/`, one worker (like our one event loop). */
export async function startNginx(binary, { root, port, workers }) {
  const dir = mkdtempSync(join(tmpdir(), 'encore-bench-nginx-'));
  onExit(() => rmSync(dir, { recursive: true, force: true }));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  // As root the workers would otherwise run as `nobody`; run them as whoever runs the bench.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : '';
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${user}
worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { audio/mpeg mp3; }
  default_type application/octet-stream;
  server {
    listen 127.0.0.1:${port};
    root ${root};
  }
}
`,
  );
  const started = startProcess(binary, [
    '-p',
    dir,
    '-e',
    join(dir, 'error.log'),
    '-c',
    join(dir, 'nginx.conf'),
  ]);
  await waitForHttp(`http://127.0.0.1:${port}/`, started);
  return started;
}
