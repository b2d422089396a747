import { parseBuffer } from 'music-metadata';

import { flacHeader, flacLayout } from './flac-metadata.js';
import { vorbisComments } from './track-tags.js';

/** A block: last flag and type, 24-bit length, body. */
const block = (type: number, body: Buffer, last = false): Buffer => {
  const header = Buffer.alloc(4);
  header.writeUInt8((last ? 0x80 : 0) | type);
  header.writeUIntBE(body.length, 1, 3);
  return Buffer.concat([header, body]);
};

/** STREAMINFO of 44.1 kHz, 16-bit stereo, 44,100 samples (a second). */
function streamInfo(): Buffer {
  const body = Buffer.alloc(34);
  body.writeUInt16BE(4096, 0);
  body.writeUInt16BE(4096, 2);
  // 20 bits rate, 3 bits channels − 1, 5 bits depth − 1, 36 bits samples.
  const packed = (44_100n << 44n) | (1n << 41n) | (15n << 36n) | 44_100n;
  body.writeBigUInt64BE(packed, 10);
  return body;
}

/** What ffmpeg writes: STREAMINFO, its own comment, 8 KiB of padding; then "frames". */
const FRAMES = Buffer.from('frames follow here');
const ffmpegFlac = (): Buffer =>
  Buffer.concat([
    Buffer.from('fLaC'),
    block(0, streamInfo()),
    block(4, Buffer.from('ffmpeg comment block')),
    block(1, Buffer.alloc(8192), true),
    FRAMES,
  ]);

const TAGS = {
  title: 'Harbour Lights',
  artist: 'Mira Vale',
  album: 'Low Tide',
  trackNumber: 3,
  trackTotal: 9,
  releaseDate: '2024-05-17',
  isrc: 'GBAYE2401498',
};

describe('flacLayout', () => {
  it('finds where the frames start and keeps only the blocks about the audio', () => {
    const file = ffmpegFlac();
    const layout = flacLayout(file);
    expect(layout).not.toBe('incomplete');
    if (layout === 'incomplete') return;
    expect(layout.audioOffset).toBe(file.length - FRAMES.length);
    expect(layout.kept.map((kept) => kept.type)).toEqual([0]);
    expect(layout.kept[0]?.body).toEqual(streamInfo());
  });

  it('asks for more bytes while the metadata goes on past what it was given', () => {
    expect(flacLayout(ffmpegFlac().subarray(0, 2))).toBe('incomplete');
    expect(flacLayout(ffmpegFlac().subarray(0, 100))).toBe('incomplete');
  });

  it('refuses bytes that are not a FLAC', () => {
    expect(() => flacLayout(Buffer.from('ID3\u0003 and more bytes'))).toThrow('Not a FLAC');
  });
});

describe('flacHeader', () => {
  it('writes tags and the cover that a reader finds, before the frames as they were', async () => {
    const layout = flacLayout(ffmpegFlac());
    if (layout === 'incomplete') throw new Error('incomplete');
    const cover = { jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), width: 8, height: 8 };
    const header = flacHeader(layout, vorbisComments(TAGS), cover);

    const rewritten = Buffer.concat([header, FRAMES]);
    expect(flacLayout(rewritten)).toMatchObject({ audioOffset: header.length });
    const { common, format } = await parseBuffer(rewritten, { mimeType: 'audio/flac' });
    expect(format).toMatchObject({ sampleRate: 44_100, bitsPerSample: 16, numberOfChannels: 2 });
    expect(common).toMatchObject({
      title: 'Harbour Lights',
      artist: 'Mira Vale',
      albumartist: 'Mira Vale',
      album: 'Low Tide',
      track: { no: 3, of: 9 },
      year: 2024,
      isrc: ['GBAYE2401498'],
    });
    expect(common.picture?.[0]).toMatchObject({ format: 'image/jpeg', type: 'Cover (front)' });
    expect(Buffer.from(common.picture?.[0]?.data ?? [])).toEqual(cover.jpeg);
  });

  it('leaves out a date and ISRC the album and track do not have, and a missing cover', async () => {
    const layout = flacLayout(ffmpegFlac());
    if (layout === 'incomplete') throw new Error('incomplete');
    const header = flacHeader(
      layout,
      vorbisComments({ ...TAGS, releaseDate: null, isrc: null }),
      null,
    );
    const { common } = await parseBuffer(Buffer.concat([header, FRAMES]), {
      mimeType: 'audio/flac',
    });
    expect(common.year).toBeUndefined();
    expect(common.isrc).toBeUndefined();
    expect(common.picture).toBeUndefined();
  });
});
