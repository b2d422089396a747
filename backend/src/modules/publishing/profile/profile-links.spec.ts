import { normalisedLink, repeatedLink, storedLinks } from './profile-links.js';

describe('storedLinks', () => {
  test('new links are named by their host, in the order given', () => {
    expect(
      storedLinks(
        [
          'https://neonharbor.bandcamp.com',
          'https://www.instagram.com/neonharbor',
          'https://neonharbor.example/tour',
        ],
        {},
      ),
    ).toEqual({
      map: {
        'neonharbor.bandcamp.com': 'https://neonharbor.bandcamp.com/',
        'instagram.com': 'https://www.instagram.com/neonharbor',
        'neonharbor.example': 'https://neonharbor.example/tour',
      },
      order: ['neonharbor.bandcamp.com', 'instagram.com', 'neonharbor.example'],
    });
  });

  test('a link the profile holds keeps its name, wherever it moves', () => {
    const current = {
      instagram: 'https://www.instagram.com/neonharbor',
      streaming: 'https://open.spotify.com/artist/1',
    };
    expect(
      storedLinks(
        ['https://open.spotify.com/artist/1', 'https://www.instagram.com/neonharbor'],
        current,
      ),
    ).toEqual({
      map: {
        streaming: 'https://open.spotify.com/artist/1',
        instagram: 'https://www.instagram.com/neonharbor',
      },
      order: ['streaming', 'instagram'],
    });
  });

  test('a second link on one site is numbered; a dropped link frees its name', () => {
    const stored = storedLinks(
      ['https://youtube.com/@one', 'https://www.youtube.com/@two', 'https://youtube.com/@three'],
      { 'youtube.com': 'https://old.example/' },
    );
    expect(stored.order).toEqual(['youtube.com', 'youtube.com 2', 'youtube.com 3']);
    expect(stored.map['youtube.com 2']).toBe('https://www.youtube.com/@two');
  });

  test('no links: an empty map', () => {
    expect(storedLinks([], { instagram: 'https://instagram.com/x' })).toEqual({
      map: {},
      order: [],
    });
  });
});

describe('repeatedLink', () => {
  test('finds the same address given twice, however its host is written', () => {
    expect(repeatedLink(['https://a.example/x', 'https://b.example'])).toBeNull();
    expect(repeatedLink(['https://A.example/x', 'https://b.example', 'https://a.example/x'])).toBe(
      'https://a.example/x',
    );
    expect(normalisedLink('HTTPS://Example.COM')).toBe('https://example.com/');
  });
});
