// Fails when frontend/src/shared/api/{openapi.json,schema.gen.ts} differ from what the backend's
// current DTOs produce: run `make api` and commit the result.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const apiDir = join(root, 'frontend/src/shared/api');
const tmp = mkdtempSync(join(tmpdir(), 'encore-api-'));
const json = join(tmp, 'openapi.json');
const types = join(tmp, 'schema.gen.ts');
execFileSync(process.execPath, ['dist/src/cli/openapi-emit.js', json], {
  cwd: join(root, 'backend'),
  stdio: 'inherit',
});
execFileSync('npx', ['--no-install', 'openapi-typescript', json, '-o', types], {
  cwd: join(root, 'frontend'),
  stdio: 'pipe',
});
execFileSync('npx', ['--no-install', 'prettier', '--write', types], { cwd: root, stdio: 'pipe' });
const stale = [
  ['openapi.json', json],
  ['schema.gen.ts', types],
].filter(([name, fresh]) => {
  try {
    return readFileSync(join(apiDir, name), 'utf8') !== readFileSync(fresh, 'utf8');
  } catch {
    return true;
  }
});
if (stale.length > 0) {
  console.error(
    `The typed API client is stale (${stale.map(([n]) => n).join(', ')}): run "make api" and commit.`,
  );
  process.exit(1);
}
console.log('The typed API client matches the backend.');
