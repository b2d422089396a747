import { lrclibId, nameMatch, toLookup, upstreamCacheKey } from './lyrics-lookup.js';

describe('toLookup', () => {
  it('keys names like search does: case, accents, punctuation and spacing ignored', () => {
    const checked = toLookup({
      artist_name: ' Céline Vasseur ',
      track_name: 'Verre-Bleu!',
      album_name: 'LES HEURES LENTES',
      duration: 93.6,
    });
    expect(checked).toEqual({
      ok: true,
      lookup: {
        artist: { key: 'celinevasseur', text: 'Céline Vasseur' },
        track: { key: 'verrebleu', text: 'Verre-Bleu!' },
        album: { key: 'lesheureslentes', text: 'LES HEURES LENTES' },
        durationS: 93.6,
      },
    });
  });

  it('keeps every word of long titles (search keeps only 8)', () => {
    expect(nameMatch('one two three four five six seven eight nine ten').key).toBe(
      'onetwothreefourfivesixseveneightnineten',
    );
  });

  it.each([
    [{}, ['artist_name', 'track_name']],
    [{ artist_name: 'O.W.L.' }, ['track_name']],
    [{ track_name: 'Fog Signal', artist_name: '  ' }, ['artist_name']],
  ])('names the missing required parameters: %o', (query, missing) => {
    expect(toLookup(query)).toEqual({ ok: false, missing });
  });

  it('treats a blank album as no album and keeps an absent duration null', () => {
    const checked = toLookup({ artist_name: 'a', track_name: 'b', album_name: ' ' });
    expect(checked.ok && checked.lookup).toMatchObject({ album: null, durationS: null });
  });
});

describe('upstreamCacheKey', () => {
  const key = (artist: string, track: string, album?: string, duration?: number) => {
    const checked = toLookup({
      artist_name: artist,
      track_name: track,
      album_name: album,
      duration,
    });
    if (!checked.ok) throw new Error('incomplete');
    return upstreamCacheKey(checked.lookup);
  };

  it('is the same for spellings that match the same track, and whole seconds', () => {
    expect(key('AC/DC', 'Back In Black', undefined, 255.2)).toBe(
      key('acdc', 'back in black', undefined, 254.8),
    );
    expect(key('AC/DC', 'Back In Black')).toMatch(/^lyrics:upstream:v1:[\w-]{43}$/);
  });

  it('differs by any part, and never mixes up names without Latin letters', () => {
    const base = key('Кино', 'Группа крови');
    expect(key('Кино', 'Звезда по имени Солнце')).not.toBe(base);
    expect(key('кино', 'группа крови')).toBe(base);
    expect(key('Кино', 'Группа крови', 'Album')).not.toBe(base);
    expect(key('Кино', 'Группа крови', undefined, 285)).not.toBe(base);
  });
});

describe('lrclibId', () => {
  it('is a stable safe integer per UUID', () => {
    const uuid = '00000000-0000-4000-8000-000000000001';
    expect(lrclibId(uuid)).toBe(lrclibId(uuid));
    expect(Number.isSafeInteger(lrclibId(uuid))).toBe(true);
    expect(lrclibId(uuid)).not.toBe(lrclibId('00000000-0000-4000-8000-000000000002'));
  });
});
