import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const isSharedKit = (id: string): boolean =>
  /src[\\/](shared|entities)[\\/]/.test(id) &&
  !/[\\/]shared[\\/]ui[\\/](tooltip|select|multi-select|tabs|menu|checkbox)[\\/]/.test(id);

// Effector SIDs are not injected here: @effector/swc-plugin 0.8.1's wasm does not load in
// @swc/core 1.16.22 (plugin ABI mismatch), and SIDs only matter for SSR/serialisation.
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    // One origin in every environment: the API answers under /api (docs/architecture.md).
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
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
    // in the chunks of the pages that use them). docs/adr/0026.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'kit', minShareCount: 2, test: isSharedKit, priority: 1 },
          ],
        },
      },
    },
  },
});
