/**
 * tsc emits only JavaScript; data files that code reads next to itself (`new URL('./x.txt',
 * import.meta.url)`, e.g. the common-password list) are copied here from src/ to dist/src/,
 * keeping their paths. Runs after every `npm run build`. Lives in backend/ because the Docker
 * build copies only that workspace.
 */
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

const ASSET = /\.txt$/;
const backendDir = join(import.meta.dirname, '..');
const from = join(backendDir, 'src');
const to = join(backendDir, 'dist', 'src');

for (const path of readdirSync(from, { recursive: true, encoding: 'utf8' })) {
  if (!ASSET.test(path)) continue;
  mkdirSync(dirname(join(to, path)), { recursive: true });
  copyFileSync(join(from, path), join(to, path));
}
