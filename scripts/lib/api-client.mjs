import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/**
 * Emits the backend's OpenAPI document (from the built backend) and generates the typed client's
 * schema from it, formatted with the repo's Prettier config, into `dir`.
 */
export function generateApiClient(dir) {
  const json = join(dir, 'openapi.json');
  const types = join(dir, 'schema.gen.ts');
  execFileSync(process.execPath, ['dist/src/cli/openapi-emit.js', json], {
    cwd: join(root, 'backend'),
    stdio: 'inherit',
  });
  execFileSync('npx', ['--no-install', 'openapi-typescript', json, '-o', types], {
    cwd: join(root, 'frontend'),
    stdio: 'pipe',
  });
  execFileSync(
    'npx',
    ['--no-install', 'prettier', '--config', join(root, '.prettierrc.json'), '--write', types],
    { cwd: root, stdio: 'pipe' },
  );
}

export const API_CLIENT_DIR = join(root, 'frontend/src/shared/api');
