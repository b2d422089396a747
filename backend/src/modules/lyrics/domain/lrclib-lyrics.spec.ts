import { parseLrclibLyrics } from './lrclib-lyrics.js';

const REPLY = {
  id: 3396226,
  name: 'Harbour Lights',
  trackName: 'Harbour Lights',
  artistName: 'Neon Harbor',
  albumName: 'Afterglow Boulevard',
  duration: 104,
  instrumental: false,
  plainLyrics: 'The ferry horn is calling',
  syncedLyrics: '[00:08.32] The ferry horn is calling',
};

describe('parseLrclibLyrics', () => {
  it("keeps LRCLIB's fields and nothing else", () => {
    const { name: _name, ...fields } = REPLY;
    expect(parseLrclibLyrics({ ...REPLY, tracking: '<script>', extra: { a: 1 } })).toEqual(fields);
  });

  it('reads missing lyrics as null and a null album as empty', () => {
    const { plainLyrics: _plain, syncedLyrics: _synced, ...rest } = REPLY;
    expect(parseLrclibLyrics({ ...rest, albumName: null, instrumental: true })).toMatchObject({
      albumName: '',
      instrumental: true,
      plainLyrics: null,
      syncedLyrics: null,
    });
  });

  it.each([
    ['not an object', 'lyrics'],
    ['an array', [REPLY]],
    ['null', null],
    ['a text id', { ...REPLY, id: '3396226' }],
    ['a fractional id', { ...REPLY, id: 1.5 }],
    ['no track name', { ...REPLY, trackName: undefined }],
    ['a numeric artist', { ...REPLY, artistName: 7 }],
    ['a text duration', { ...REPLY, duration: '104' }],
    ['a negative duration', { ...REPLY, duration: -1 }],
    ['a text instrumental flag', { ...REPLY, instrumental: 'no' }],
    ['lyrics that are not text', { ...REPLY, syncedLyrics: ['[00:01.00] a'] }],
    ['huge lyrics', { ...REPLY, plainLyrics: 'x'.repeat(200_001) }],
    ['a huge name', { ...REPLY, trackName: 'x'.repeat(1_001) }],
  ])('refuses %s', (_case, body) => {
    expect(parseLrclibLyrics(body)).toBeNull();
  });
});
