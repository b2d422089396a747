import { type FillableTrack, tagDefaults } from './tag-defaults.js';

const MAX = 10_000;
const fresh: FillableTrack = {
  title: '01 Headlights (master)',
  originalName: '01_Headlights (master).wav',
  isrc: null,
  lyricsPlain: null,
  lyricsSynced: null,
};

describe('tagDefaults', () => {
  test('a fresh slot takes the title, the ISRC and the lyrics its file carries', () => {
    expect(
      tagDefaults(fresh, { title: 'Headlights', isrc: 'GBAYE0601498', lyrics: 'Night road' }, MAX),
    ).toEqual({ title: 'Headlights', isrc: 'GBAYE0601498', lyricsPlain: 'Night road' });
  });

  test('LRC lyrics fill the synced lyrics', () => {
    const lrc = '[00:01.00] Night road\n[00:05.50] Headlights';
    expect(tagDefaults(fresh, { lyrics: lrc }, MAX)).toEqual({ lyricsSynced: lrc });
  });

  test('never over what the artist chose: a renamed title, an ISRC, lyrics of either kind', () => {
    const chosen: FillableTrack = {
      ...fresh,
      title: 'Headlights (radio edit)',
      isrc: 'USRC17607839',
      lyricsSynced: '[00:01.00] mine',
    };
    expect(
      tagDefaults(chosen, { title: 'Headlights', isrc: 'GBAYE0601498', lyrics: 'tags' }, MAX),
    ).toEqual({});
    expect(tagDefaults({ ...fresh, lyricsPlain: 'mine' }, { lyrics: 'tags' }, MAX)).toEqual({});
  });

  test('nothing to fill: no tags, the same title, empty or over-long lyrics', () => {
    expect(tagDefaults(fresh, {}, MAX)).toEqual({});
    expect(tagDefaults(fresh, { title: '01 Headlights (master)' }, MAX)).toEqual({});
    expect(tagDefaults(fresh, { lyrics: '   ' }, MAX)).toEqual({});
    expect(tagDefaults(fresh, { lyrics: 'la '.repeat(4_000) }, MAX)).toEqual({});
  });

  test('a slot named "Untitled" (a file name with nothing in it) takes the tag title', () => {
    const untitled = { ...fresh, title: 'Untitled', originalName: '.wav' };
    expect(tagDefaults(untitled, { title: 'Harbour' }, MAX)).toEqual({ title: 'Harbour' });
  });
});
