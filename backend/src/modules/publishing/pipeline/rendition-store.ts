import { Injectable, Logger } from '@nestjs/common';

import { MediaStorage } from '../../../platform/storage/index.js';
import { sweepable, trackFolder } from '../domain/rendition-paths.js';
import type { Renditions } from '../domain/track-master.js';

/** Every stored path a track's renditions point at. */
export function referencedPaths(renditions: Renditions | null): Set<string> {
  if (renditions === null) return new Set();
  const paths = [
    renditions.streamAac.path,
    renditions.streamMp3,
    renditions.previewAac,
    renditions.previewMp3,
    renditions.flac,
    renditions.peaks,
  ];
  return new Set(paths.filter((path): path is string => path !== null));
}

/**
 * The renditions in media storage: written file by file (each atomic, under names nobody reads
 * until the switch), and swept after a switch (docs/adr/0042).
 */
@Injectable()
export class RenditionStore {
  private readonly logger = new Logger(RenditionStore.name);

  constructor(private readonly storage: MediaStorage) {}

  /** Stores local files; `written` gets each path before its upload begins (for clean-up). */
  async put(
    files: readonly { local: string; path: string }[],
    written: string[],
    afterEach: () => void,
  ): Promise<void> {
    for (const file of files) {
      written.push(file.path);
      await this.storage.putFile(file.path, file.local);
      afterEach();
    }
  }

  /** Best effort: a file left behind costs space, and the next sweep takes it. */
  async remove(paths: readonly string[]): Promise<void> {
    for (const path of paths) {
      await this.storage.delete(path).catch((error: unknown) => {
        this.logger.warn({ err: error, path }, 'could not remove a rendition');
      });
    }
  }

  /**
   * After the job stamped `ownStamp` switched the track to `current`: removes what no row
   * points at any more — older versions, replaced previews, a killed job's half-written set.
   */
  async sweep(trackId: string, current: Renditions | null, ownStamp: string): Promise<number> {
    const stored = await this.storage.list(trackFolder(trackId));
    const doomed = sweepable(trackId, stored, referencedPaths(current), ownStamp);
    await this.remove(doomed);
    return doomed.length;
  }
}
