import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

import { CATALOGUE_IMPORT_CLI } from '@encore/backend/tools';
import pg from 'pg';

import { DEMO_STUDIO_RELEASE, type DemoStudioRelease } from '../demo/index.js';
import { writeStudioReleaseFolder } from './studio-release-folder.js';
import { artistOfSlug, studioReleaseOf } from './studio-release-rows.js';
import { studioReleaseStep } from './studio-release-step.js';

export type DemoStudioResult =
  | { status: 'no-demo-artist' | 'ready' | 'artists-own' }
  | {
      status: 'processed';
      title: string;
      ready: number;
      tracks: number;
      /** Synthesising the masters and the cover. */
      renderSeconds: number;
      /** The import: storing, the media pipeline, the artwork. */
      importSeconds: number;
    };

export interface DemoStudioOptions {
  databaseUrl: string;
  /** Where the app's media live (the import stores the masters and renditions there). */
  mediaDir: string;
  log: (line: string) => void;
}

/**
 * The demo artist's draft release in the studio, its masters processed (docs/adr/0042): the
 * masters and cover are rendered into a scratch folder and handed to the operator's import —
 * the path production masters take (stored, queued on `media-processing`, processed by the
 * pipeline's processor, which the import runs in its own process so no worker need be up) — and
 * the seed waits for it. Does nothing once the release is complete or the artist has moved it on.
 */
export async function seedDemoStudioRelease(options: DemoStudioOptions): Promise<DemoStudioResult> {
  const release = DEMO_STUDIO_RELEASE;
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const artist = await artistOfSlug(client, release.artistSlug);
    // A database whose artists are not the demo catalogue's (a test's own): nobody to give it to.
    if (artist === null) return { status: 'no-demo-artist' };
    const plan = studioReleaseStep(
      await studioReleaseOf(client, artist.id, release.title),
      release.tracks.length,
    );
    if (plan.step === 'leave') return { status: plan.why };

    const scratch = await mkdtemp(join(tmpdir(), 'encore-demo-release-'));
    try {
      options.log(
        `Processing the demo studio release "${release.title}" (${release.tracks.length} masters) through the media pipeline …`,
      );
      const renderStart = performance.now();
      await writeStudioReleaseFolder(release, scratch);
      const importStart = performance.now();
      // By the profile's name as it is now (the import finds artists by name).
      await runImport(release, artist.name, scratch, options);
      const importEnd = performance.now();
      const found = await studioReleaseOf(client, artist.id, release.title);
      if (found === null) {
        throw new Error(`The import made no release "${release.title}" for ${artist.name}.`);
      }
      return {
        status: 'processed',
        title: release.title,
        ready: found.trackStates.filter((state) => state === 'ready').length,
        tracks: found.trackStates.length,
        renderSeconds: (importStart - renderStart) / 1000,
        importSeconds: (importEnd - importStart) / 1000,
      };
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  } finally {
    await client.end();
  }
}

/** `npm run catalogue:import -w backend -- <folder> --artist … --access … --genre …`. */
function runImport(
  release: DemoStudioRelease,
  artistName: string,
  folder: string,
  options: DemoStudioOptions,
): Promise<void> {
  const args = [
    CATALOGUE_IMPORT_CLI,
    folder,
    '--artist',
    artistName,
    '--access',
    release.access,
    '--genre',
    release.genre,
  ];
  const env = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    MEDIA_DIR: options.mediaDir,
    // Its masters side by side, a core each (as a worker with that setting would), unless set.
    MEDIA_PROCESSING_CONCURRENCY:
      process.env.MEDIA_PROCESSING_CONCURRENCY ??
      String(Math.min(release.tracks.length, availableParallelism())),
  };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { env, encoding: 'utf8', maxBuffer: 4 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error === null) {
          resolve();
          return;
        }
        const output = `${stdout}${stderr}`.trim();
        reject(
          new Error(
            `the catalogue import of the demo studio release failed (${error.message.split('\n')[0] ?? ''})` +
              (output === '' ? '.' : `:\n${output}`),
          ),
        );
      },
    );
  });
}
