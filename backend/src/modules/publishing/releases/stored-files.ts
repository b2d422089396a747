import { Injectable, Logger } from '@nestjs/common';

import { MediaStorage } from '../../../platform/storage/index.js';
import type { TrackMaster } from '../domain/track-master.js';

/** Every stored file of a track: its master and the renditions made from it. */
export function filesOfTrack(master: TrackMaster | undefined): string[] {
  if (master === undefined) return [];
  const renditions = master.renditions;
  const files = [
    master.masterPath,
    renditions?.streamAac.path,
    renditions?.streamMp3,
    renditions?.previewAac,
    renditions?.previewMp3,
    renditions?.flac,
    renditions?.peaks,
  ];
  return files.filter((file): file is string => typeof file === 'string' && file !== '');
}

/**
 * Removes the files of deleted tracks once their rows are gone (after the commit: a rolled-back
 * delete keeps its files). Best effort: a file left behind costs space, not correctness.
 */
@Injectable()
export class StoredFiles {
  private readonly logger = new Logger(StoredFiles.name);

  constructor(private readonly storage: MediaStorage) {}

  async remove(paths: readonly string[]): Promise<void> {
    for (const path of paths) {
      await this.storage.delete(path).catch((error: unknown) => {
        this.logger.warn({ err: error, path }, 'could not remove a deleted track file');
      });
    }
  }
}
