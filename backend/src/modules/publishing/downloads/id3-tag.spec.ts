import { parseBuffer } from 'music-metadata';

import { id3Tag } from './id3-tag.js';

const TAGS = {
  title: 'Ström über den Fjord',
  artist: 'Mira Vale',
  album: 'Low Tide',
  trackNumber: 3,
  trackTotal: 9,
  releaseDate: '2024-05-17',
  isrc: 'GBAYE2401498',
};

describe('id3Tag', () => {
  it('is an ID3v2.3 tag with every field and the cover, and nothing after it', async () => {
    const cover = { jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 9]), width: 8, height: 8 };
    const tag = id3Tag(TAGS, cover);

    expect(tag.subarray(0, 4)).toEqual(Buffer.from([0x49, 0x44, 0x33, 3]));
    // Its size (syncsafe, after the 10-byte header) covers exactly the bytes it has.
    const size = tag.subarray(6, 10).reduce((total, byte) => (total << 7) | byte, 0);
    expect(size + 10).toBe(tag.length);
    const { common } = await parseBuffer(tag, { mimeType: 'audio/mpeg' }, { duration: false });
    expect(common).toMatchObject({
      title: 'Ström über den Fjord',
      artist: 'Mira Vale',
      albumartist: 'Mira Vale',
      album: 'Low Tide',
      track: { no: 3, of: 9 },
      year: 2024,
      isrc: ['GBAYE2401498'],
    });
    expect(Buffer.from(common.picture?.[0]?.data ?? [])).toEqual(cover.jpeg);
  });

  it('is the same bytes every time (its length is announced before it is sent)', () => {
    expect(id3Tag(TAGS, null)).toEqual(id3Tag(TAGS, null));
  });
});
