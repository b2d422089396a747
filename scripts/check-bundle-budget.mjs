// The first-load budget (issue 15): the JavaScript a route needs before it can render — the entry
// chunk, the route's page chunk, and every chunk those import statically, transitively — gzipped,
// must stay within the route's budget. Reads the Vite manifest of a build (frontend/dist by
// default; `make test` runs this right after building the frontend) and exits 1 when a route is
// over, printing what each route loads.
//
//   node scripts/check-bundle-budget.mjs [dist folder]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/**
 * Each route: its lazily loaded page module (frontend/src/app/router/routes.tsx), if any, and its
 * budget. `/` is the 150 KB (a first visit on a slow link); the catalogue pages add their
 * own UI (tables, track lists, tooltips) on top of the same entry, a few KB below each budget.
 */
const BUDGETS = [
  { route: '/', page: null, budget: 150 * KB },
  { route: '/search', page: 'src/pages/search/index.ts', budget: 170 * KB },
  { route: '/artist/:id', page: 'src/pages/artist/index.ts', budget: 186 * KB },
  { route: '/artist/:id/album/:slug', page: 'src/pages/album/index.ts', budget: 186 * KB },
];

const dist = process.argv[2] ?? join(import.meta.dirname, '../frontend/dist');
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: build the frontend first (npm run build -w frontend)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
/** index.html's module script: the app's entry (src/app/entrypoint/main.tsx). */
const ENTRY = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The chunk files `key` needs before it runs: itself and its static imports, transitively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest (renamed? update BUDGETS)`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

let over = 0;
for (const { route, page, budget } of BUDGETS) {
  const files = staticClosure(ENTRY);
  if (page) staticClosure(page, files);
  const size = [...files].reduce((total, file) => total + gzipped(file), 0);
  const ok = size <= budget;
  if (!ok) over += 1;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${route.padEnd(26)} ${kb(size).padStart(9)} of ${kb(budget)} (${files.size} chunks)`,
  );
}
if (over > 0) {
  console.error(
    `\n${over} route(s) over budget: lazy-load what the first screen does not need (routes.tsx, app-layout.tsx).`,
  );
}
process.exit(over > 0 ? 1 : 0);
