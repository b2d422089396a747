import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { DemoStudioRelease } from '../demo/index.js';
import { albumCoverJpeg, renderMasterWav } from '../media/index.js';

/** The studio's smallest artwork side (the backend's ARTWORK_MIN_SIDE). */
const ARTWORK_MIN_SIDE = 1400;

/** `01 - Title.wav`: the import reads a track's number and title from its file's name. */
export const masterFileName = (position: number, title: string): string =>
  `${String(position).padStart(2, '0')} - ${title}.wav`;

/**
 * The release as an artist hands it over, `<root>/<title>/` holding `01 - <track>.wav`, … and
 * `cover.jpg`: what the operator's import reads (the album's title from the folder's name, the
 * tracks from the files' names, the artwork from `cover.jpg`).
 */
export async function writeStudioReleaseFolder(
  release: DemoStudioRelease,
  root: string,
): Promise<void> {
  const folder = join(root, release.title);
  await mkdir(folder, { recursive: true });
  const cover = albumCoverJpeg(
    { key: release.title, seed: release.seed, genre: release.genre },
    ARTWORK_MIN_SIDE,
  );
  for (const [index, track] of release.tracks.entries()) {
    const wav = renderMasterWav({
      seed: track.seed,
      genre: release.genre,
      durationS: track.durationS,
    });
    await writeFile(join(folder, masterFileName(index + 1, track.title)), wav);
  }
  await writeFile(join(folder, 'cover.jpg'), await cover);
}
