import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

/** What the server sends compressed: text, scripts, styles, SVG and JSON (not images, audio, maps). */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build, at the highest
 * levels (paid once here, not per request): the server's static files send them as they are
 * (`preCompressed`, backend/src/platform/spa/static-files.ts, docs/adr/0022).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'encore:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipAsync(body, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Client routes whose chunks index.html starts fetching at once, before the entry has run
 * (docs/adr/0026): the signed-in pages a returning user opens from a link or a bookmark.
 */
const ROUTE_PAGES: Readonly<Record<string, string>> = { '/search': 'src/pages/search/index.ts' };

/** The empty data block index.html holds for the build to fill in. */
const ROUTE_PRELOADS_EMPTY =
  /<script type="application\/json" id="route-preloads">\s*\{\}\s*<\/script>/;

/**
 * Fills index.html's `<script type="application/json" id="route-preloads">` in: for each of
 * ROUTE_PAGES, the page's chunk, what it imports statically and their CSS, minus what the entry
 * already loads. The inline script in index.html preloads the list of the address it is at.
 */
function routePreloads(): Plugin {
  return {
    name: 'encore:route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        // Only the app's index.html holds the data block (not Storybook's iframe.html).
        if (!bundle || !entry || !ROUTE_PRELOADS_EMPTY.test(html)) return html;
        const chunks = Object.values(bundle).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const loaded = staticClosure(entry, byFile);
        const routes: Record<string, string[]> = {};
        for (const [route, page] of Object.entries(ROUTE_PAGES)) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${page}`));
          if (!chunk) throw new Error(`route-preloads: no chunk for ${page}`);
          const files = new Set<string>();
          for (const dep of staticClosure(chunk, byFile)) {
            if (loaded.has(dep)) continue;
            files.add(dep.fileName);
            for (const css of dep.viteMetadata?.importedCss ?? []) files.add(css);
          }
          for (const dep of loaded) {
            for (const css of dep.viteMetadata?.importedCss ?? []) files.delete(css);
          }
          routes[route] = [...files].map((file) => `/${file}`);
        }
        const filled = `<script type="application/json" id="route-preloads">${JSON.stringify(routes)}</script>`;
        return html.replace(ROUTE_PRELOADS_EMPTY, () => filled);
      },
    },
  };
}

/** A chunk and every chunk it imports statically, transitively. */
function staticClosure(
  root: Rolldown.OutputChunk,
  byFile: ReadonlyMap<string, Rolldown.OutputChunk>,
): Set<Rolldown.OutputChunk> {
  const seen = new Set<Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk | undefined): void => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  visit(root);
  return seen;
}

/**
 * Shared UI left out of the kit: the heavier widgets, and the waveform, which only the player's
 * widgets and the studio draw (the catalogue pages need not load it).
 */
const NOT_IN_KIT =
  /[\\/]shared[\\/]ui[\\/](tooltip|select|multi-select|tabs|menu|checkbox|waveform)[\\/]/;

const isSharedKit = (id: string): boolean =>
  /src[\\/](shared|entities)[\\/]/.test(id) &&
  !NOT_IN_KIT.test(id) &&
  !isStudioOnly(id) &&
  !isAudioEngine(id);

/**
 * The audio engines' code (Howler, Media Source): fetched when sound is first wanted (deferred-
 * audio-engine.ts), in chunks of their own; in the kit every page's first load would carry it.
 */
const isAudioEngine = (id: string): boolean => /[\\/]shared[\\/]lib[\\/]audio[\\/]/.test(id);

/**
 * What only a few pages share — the studio's and the admin's (releases, genres, the crop, text
 * limits), the artist page's header with the profile editor's preview: in the kit every
 * listener's first load would carry it; left out, those pages share it apart.
 */
const isStudioOnly = (id: string): boolean =>
  /[\\/]entities[\\/](release|genre|artist[\\/]ui)[\\/]/.test(id) ||
  /[\\/]shared[\\/](ui[\\/]square-crop-dialog|lib[\\/]format[\\/]text-length)/.test(id);

/** Radix's small building blocks that its widgets share (state, ids, focus, presence). */
const isRadixBase = (id: string): boolean =>
  /[\\/]@radix-ui[\\/](primitive|react-use-[\w-]+|react-direction|react-id|react-presence|react-roving-focus|react-collection)[\\/]/.test(
    id,
  );

// Effector SIDs are not injected here: @effector/swc-plugin 0.8.1's wasm does not load in
// @swc/core 1.16.22 (plugin ABI mismatch), and SIDs only matter for SSR/serialisation.
export default defineConfig({
  plugins: [react(), routePreloads(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    // One origin in every environment: the API answers under /api (docs/architecture.md), and
    // serves the queue board at /admin/queues (docs/adr/0038), not the SPA.
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000' },
      '/admin/queues': { target: 'http://127.0.0.1:3000' },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: each chunk's static and dynamic imports, read by the bundle
    // budget check (scripts/check-bundle-budget.mjs) that `make test` runs after the build.
    manifest: true,
    // Few requests on a slow link (HTTP/1.1: six connections, each request a round trip):
    // everything `/` needs statically in one chunk; the shared UI and entities that several
    // pages load lazily in one more (the heavier widgets — tooltip, select, tabs, menu — stay
    // in the chunks of the pages that use them), and Radix's small shared building blocks in a
    // third, so a page's own chunks are few too. docs/adr/0026.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'kit', minShareCount: 2, test: isSharedKit, priority: 1 },
            { name: 'radix-base', minShareCount: 2, test: isRadixBase, priority: 1 },
          ],
        },
      },
    },
  },
});
