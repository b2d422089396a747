import type { Readable } from 'node:stream';

import { Injectable } from '@nestjs/common';

import { MediaStorage } from '../../../platform/storage/index.js';
import { artworkStoragePath, embeddedCover } from './cover-art.js';
import type { DownloadFormat } from './download-rights.js';
import type { DownloadAlbumRow, DownloadTrackRow } from './downloads.repository.js';
import { type FlacLayout, flacHeader, flacLayout } from './flac-metadata.js';
import { id3Tag } from './id3-tag.js';
import { type EmbeddedPicture, type TrackTags, vorbisComments } from './track-tags.js';
import { albumFolder, trackFileName, zipFileName } from './zip-names.js';
import { headThenStored, type ZipEntry, zipStream } from './zip-stream.js';

/** A FLAC's metadata is a few kilobytes (ours: about 8); anything near this is not ours. */
const FLAC_HEAD_MAX_BYTES = 1024 * 1024;
/** Stored artwork is at most 3000 px square (releases/artwork-image.ts): well under this. */
const ARTWORK_MAX_BYTES = 32 * 1024 * 1024;
/** Files looked at together while the zip is planned (stat and FLAC heads). */
const PLANNING_BATCH = 8;

export interface AlbumZip {
  fileName: string;
  size: number;
  stream: Readable;
}

/** What one track's file in the zip is made of. */
interface TrackFile {
  path: string;
  storedSize: number;
  /** The bytes of the stored file the zip leaves out: its own FLAC metadata. */
  skip: number;
  header: () => Buffer;
}

async function readAll(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      length += bytes.length;
      if (length > maxBytes) throw new Error('A stored file is larger than expected');
      chunks.push(bytes);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks);
}

async function inBatches<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += PLANNING_BATCH) {
    results.push(...(await Promise.all(items.slice(start, start + PLANNING_BATCH).map(run))));
  }
  return results;
}

/**
 * An album's download as a zip streamed while it is made (docs/adr/0045): `Artist - Album/` with
 * one tagged file per track and `cover.jpg`. Planning reads only sizes, the FLACs' metadata and
 * the cover; the audio is read when its entry is sent, one file at a time.
 */
@Injectable()
export class AlbumArchive {
  constructor(private readonly storage: MediaStorage) {}

  async zip(
    album: DownloadAlbumRow,
    tracks: readonly DownloadTrackRow[],
    format: DownloadFormat,
  ): Promise<AlbumZip> {
    const folder = albumFolder(album.artistName, album.title);
    const cover = await this.cover(album.artworkUrl);
    const files = await inBatches(tracks, (track) =>
      this.trackFile(album, track, tracks.length, format, cover?.picture ?? null),
    );
    const entries: ZipEntry[] = tracks.map((track, index) => {
      const file = files[index] as TrackFile;
      return {
        name: `${folder}/${trackFileName(track.trackNumber, tracks.length, track.title, format)}`,
        size: file.header().length + file.storedSize - file.skip,
        bytes: () =>
          headThenStored(file.header, () => this.storage.readStream(file.path), file.skip),
      };
    });
    if (cover !== null) {
      entries.push({
        name: `${folder}/cover.jpg`,
        size: cover.storedSize,
        bytes: () =>
          headThenStored(
            () => Buffer.alloc(0),
            () => this.storage.readStream(cover.path),
            0,
          ),
      });
    }
    const { stream, size } = zipStream(entries, new Date());
    return { fileName: zipFileName(album.artistName, album.title, format), size, stream };
  }

  /** The stored artwork (for cover.jpg) and its smaller copy for the tags; null without one. */
  private async cover(
    artworkUrl: string | null,
  ): Promise<{ path: string; storedSize: number; picture: EmbeddedPicture } | null> {
    const path = artworkStoragePath(artworkUrl);
    const stream = path === null ? null : await this.storage.readStream(path);
    if (path === null || stream === null) return null;
    const original = await readAll(stream, ARTWORK_MAX_BYTES);
    return { path, storedSize: original.length, picture: await embeddedCover(original) };
  }

  private async trackFile(
    album: DownloadAlbumRow,
    track: DownloadTrackRow,
    trackTotal: number,
    format: DownloadFormat,
    picture: EmbeddedPicture | null,
  ): Promise<TrackFile> {
    const path = format === 'flac' ? track.renditions.flac : track.renditions.streamMp3;
    const stored = path === null ? null : await this.storage.stat(path);
    if (path === null || stored === null) {
      throw new Error(`The ${format} of track ${track.id} is not stored`);
    }
    const tags: TrackTags = {
      title: track.title,
      artist: album.artistName,
      album: album.title,
      trackNumber: track.trackNumber,
      trackTotal,
      releaseDate: album.releaseDate,
      isrc: track.isrc,
    };
    if (format === 'mp3') {
      return { path, storedSize: stored.size, skip: 0, header: () => id3Tag(tags, picture) };
    }
    const layout = await this.flacLayoutOf(path);
    const comments = vorbisComments(tags);
    return {
      path,
      storedSize: stored.size,
      skip: layout.audioOffset,
      header: () => flacHeader(layout, comments, picture),
    };
  }

  /** Reads a stored FLAC only as far as its metadata goes. */
  private async flacLayoutOf(path: string): Promise<FlacLayout> {
    const stream = await this.storage.readStream(path);
    if (stream === null) throw new Error(`The FLAC ${path} is not stored`);
    let head = Buffer.alloc(0);
    try {
      for await (const chunk of stream) {
        head = Buffer.concat([head, chunk as Buffer]);
        const layout = flacLayout(head);
        if (layout !== 'incomplete') return layout;
        if (head.length > FLAC_HEAD_MAX_BYTES) break;
      }
    } finally {
      stream.destroy();
    }
    throw new Error(`The FLAC ${path} has no complete metadata`);
  }
}
