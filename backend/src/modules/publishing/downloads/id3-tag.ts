import { type ImageType, ID3Writer } from 'browser-id3-writer';

import { releaseYear, type EmbeddedPicture, type TrackTags } from './track-tags.js';

// The typings' picture types are a const enum the library does not export at run time (and
// per-file compilation cannot inline): the front cover's number, spelled out.
// eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- see above
const FRONT_COVER = 3 as ImageType;

/** An ArrayBuffer of exactly these bytes (a Buffer may be a window on a larger pooled one). */
const ownBytes = (bytes: Buffer): ArrayBuffer => Uint8Array.from(bytes).buffer;

/**
 * The ID3v2.3 tag a downloaded MP3 starts with (docs/adr/0045). The pipeline's MP3 has none (its
 * LAME header is the first frame), so the tag goes in front of the stored bytes as they are.
 */
export function id3Tag(tags: TrackTags, picture: EmbeddedPicture | null): Buffer {
  const writer = new ID3Writer(new ArrayBuffer(0));
  // The library pads with 4 KiB by default, room for later edits in place; a download needs none.
  Object.assign(writer, { padding: 0 });
  writer
    .setFrame('TIT2', tags.title)
    .setFrame('TPE1', [tags.artist])
    .setFrame('TPE2', tags.artist)
    .setFrame('TALB', tags.album)
    .setFrame('TRCK', `${tags.trackNumber}/${tags.trackTotal}`);
  const year = releaseYear(tags.releaseDate);
  if (year !== null) writer.setFrame('TYER', year);
  if (tags.isrc !== null) writer.setFrame('TSRC', tags.isrc);
  if (picture !== null) {
    writer.setFrame('APIC', { type: FRONT_COVER, data: ownBytes(picture.jpeg), description: '' });
  }
  return Buffer.from(writer.addTag());
}
