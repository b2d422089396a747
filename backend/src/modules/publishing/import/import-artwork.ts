import { ARTWORK_MAX_BYTES } from '@encore/shared-rules';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

import { Injectable, Logger } from '@nestjs/common';

import { toArtworkJpeg } from '../releases/artwork-image.js';
import { ArtworkStore } from '../releases/artwork-store.js';
import { embeddedCover } from './embedded-cover.js';
import { ImportWriter } from './import-writer.js';

/** How many of a release's files are asked for an embedded cover (an album's files share one). */
const EMBEDDED_TRIES = 3;
const TAGS_TIMEOUT_MS = 30_000;

/** What became of a release's cover. */
export type CoverOutcome =
  | { kind: 'kept' }
  | { kind: 'set'; source: string }
  | { kind: 'none' }
  | { kind: 'refused'; source: string; reason: string };

/**
 * A release's cover from its folder, through the studio's artwork code (toArtworkJpeg: a square
 * JPEG of at least 1400 px, ArtworkStore): the folder's cover images best first, then the
 * pictures embedded in its files. A release that has artwork keeps it.
 */
@Injectable()
export class ImportArtwork {
  private readonly logger = new Logger(ImportArtwork.name);

  constructor(
    private readonly store: ArtworkStore,
    private readonly writer: ImportWriter,
  ) {}

  async cover(
    albumId: string,
    folder: string,
    sources: { images: readonly string[]; audio: readonly string[] },
  ): Promise<CoverOutcome> {
    if (await this.writer.hasArtwork(albumId)) return { kind: 'kept' };
    let refusal: CoverOutcome = { kind: 'none' };
    const candidates: { source: string; read: () => Promise<Buffer | null> }[] = [
      ...sources.images.map((path) => ({
        source: path,
        read: () => imageBytes(join(folder, path)),
      })),
      ...sources.audio.slice(0, EMBEDDED_TRIES).map((path) => ({
        source: `the picture in ${path}`,
        read: () => embeddedCover(join(folder, path), TAGS_TIMEOUT_MS),
      })),
    ];
    for (const candidate of candidates) {
      const bytes = await candidate.read();
      if (bytes === null) continue;
      let jpeg: Buffer;
      try {
        jpeg = await toArtworkJpeg(bytes);
      } catch (error) {
        if (refusal.kind === 'none') {
          refusal = { kind: 'refused', source: candidate.source, reason: messageOf(error) };
        }
        continue;
      }
      const url = await this.store.save(jpeg);
      if (await this.writer.artworkIfNone(albumId, url)) {
        return { kind: 'set', source: candidate.source };
      }
      await this.store.remove(url).catch((error: unknown) => {
        this.logger.warn({ err: error }, 'could not remove unused imported artwork');
      });
      return { kind: 'kept' };
    }
    return refusal;
  }
}

/** An image file's bytes, or null when it is larger than artwork may be. */
async function imageBytes(file: string): Promise<Buffer | null> {
  const { size } = await stat(file);
  return size > ARTWORK_MAX_BYTES ? null : readFile(file);
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
