import type { EmbeddedPicture } from './track-tags.js';

/**
 * A FLAC's metadata, rewritten without re-encoding (docs/adr/0045): the file is `fLaC`, metadata
 * blocks (a 4-byte header each: last-block flag, type, 24-bit length), then the audio frames. The
 * pipeline's FLAC carries ffmpeg's own comment and padding; a download keeps the blocks that
 * describe the audio and writes its tags and cover in their place, then sends the frames as
 * stored.
 */

const MARKER = Buffer.from('fLaC', 'latin1');
const HEADER_BYTES = 4;
const MAX_BLOCK_BYTES = 0xff_ffff;
/** STREAMINFO, APPLICATION, SEEKTABLE, CUESHEET: about the audio, kept as they are. */
const KEPT_TYPES = new Set([0, 2, 3, 5]);
const VORBIS_COMMENT = 4;
const PICTURE = 6;
const FRONT_COVER = 3;
const VENDOR = 'Encore';

export interface FlacBlock {
  type: number;
  body: Buffer;
}

/** Where the frames start, and the blocks a rewritten header keeps. */
export interface FlacLayout {
  audioOffset: number;
  kept: FlacBlock[];
}

/**
 * The layout of a FLAC from its first bytes; `incomplete` when the metadata goes on past them
 * (read more and ask again). Throws for bytes that are not a FLAC.
 */
export function flacLayout(bytes: Buffer): FlacLayout | 'incomplete' {
  if (bytes.length < MARKER.length) return 'incomplete';
  if (!bytes.subarray(0, MARKER.length).equals(MARKER)) throw new Error('Not a FLAC file');
  const kept: FlacBlock[] = [];
  let offset = MARKER.length;
  for (;;) {
    if (bytes.length < offset + HEADER_BYTES) return 'incomplete';
    const flags = bytes.readUInt8(offset);
    const type = flags & 0x7f;
    const length = bytes.readUIntBE(offset + 1, 3);
    if (type === 127) throw new Error('Invalid FLAC metadata block');
    const end = offset + HEADER_BYTES + length;
    if (bytes.length < end) return 'incomplete';
    if (KEPT_TYPES.has(type)) kept.push({ type, body: bytes.subarray(offset + HEADER_BYTES, end) });
    offset = end;
    if ((flags & 0x80) !== 0) break;
  }
  if (kept[0]?.type !== 0) throw new Error('A FLAC must start with its STREAMINFO');
  // Copied: the caller's read buffer is not kept alive for a few bytes.
  return {
    audioOffset: offset,
    kept: kept.map(({ type, body }) => ({ type, body: Buffer.from(body) })),
  };
}

const uint32 = (value: number): Buffer => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const uint32le = (value: number): Buffer => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};
const sized = (text: string, write: (length: number) => Buffer): Buffer[] => {
  const bytes = Buffer.from(text, 'utf8');
  return [write(bytes.length), bytes];
};

/** A VORBIS_COMMENT body (its lengths little-endian, as Vorbis has them). */
export function vorbisCommentBody(comments: readonly string[]): Buffer {
  return Buffer.concat([
    ...sized(VENDOR, uint32le),
    uint32le(comments.length),
    ...comments.flatMap((comment) => sized(comment, uint32le)),
  ]);
}

/** A PICTURE body: the front cover (its numbers big-endian). */
export function pictureBody(picture: EmbeddedPicture): Buffer {
  return Buffer.concat([
    uint32(FRONT_COVER),
    ...sized('image/jpeg', uint32),
    ...sized('', uint32),
    uint32(picture.width),
    uint32(picture.height),
    uint32(24),
    uint32(0),
    uint32(picture.jpeg.length),
    picture.jpeg,
  ]);
}

/**
 * The metadata of a download: `fLaC`, the kept blocks, the tags and the cover (left out should
 * it not fit a block), the last flagged as last. The frames follow it unchanged.
 */
export function flacHeader(
  layout: FlacLayout,
  comments: readonly string[],
  picture: EmbeddedPicture | null,
): Buffer {
  const cover = picture === null ? null : pictureBody(picture);
  const blocks: FlacBlock[] = [
    ...layout.kept,
    { type: VORBIS_COMMENT, body: vorbisCommentBody(comments) },
    ...(cover !== null && cover.length <= MAX_BLOCK_BYTES ? [{ type: PICTURE, body: cover }] : []),
  ];
  const parts = blocks.flatMap(({ type, body }, index) => {
    const header = Buffer.alloc(HEADER_BYTES);
    header.writeUInt8((index === blocks.length - 1 ? 0x80 : 0) | type);
    header.writeUIntBE(body.length, 1, 3);
    return [header, body];
  });
  return Buffer.concat([MARKER, ...parts]);
}
