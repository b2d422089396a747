import { RouteTable } from './route-table.js';

const table = new RouteTable([
  { route: '/artist/:artist' },
  { route: '/artist/:artist/album/:album' },
  { route: '/album/:album' },
  { route: '/artist/dashboard' },
]);

describe('RouteTable', () => {
  test('matches whole paths and decodes their parameters', () => {
    expect(table.match('/artist/neon-harbor')).toEqual({
      entry: { route: '/artist/:artist' },
      params: { artist: 'neon-harbor' },
    });
    expect(table.match('/artist/a%20b/album/tides/')).toEqual({
      entry: { route: '/artist/:artist/album/:album' },
      params: { artist: 'a b', album: 'tides' },
    });
  });

  test('a literal route wins over a parameter, as in the client router', () => {
    expect(table.match('/artist/dashboard')?.entry.route).toBe('/artist/dashboard');
  });

  test('other paths, empty and undecodable parameters match nothing', () => {
    expect(table.match('/')).toBeNull();
    expect(table.match('/artist')).toBeNull();
    expect(table.match('/artist/x/album')).toBeNull();
    expect(table.match('/album//')).toBeNull();
    expect(table.match('/album/%E0%A4%A')).toBeNull();
    expect(table.match('/search')).toBeNull();
  });
});
