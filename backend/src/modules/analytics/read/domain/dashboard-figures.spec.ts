import type { TrackCounterRow } from '../artist-metrics-sql.js';
import { analyticsCsv, csvField } from './analytics-csv.js';
import {
  albumsOf,
  deviceShares,
  listenerMix,
  NO_METRICS,
  retentionCurve,
} from './dashboard-figures.js';
import { dashboardSubject } from './dashboard-subject.js';

const track = (overrides: Partial<TrackCounterRow>): TrackCounterRow => ({
  ...NO_METRICS,
  track_id: 't',
  title: 'T',
  album_id: 'a',
  album_title: 'A',
  ...overrides,
});

describe('dashboard figures', () => {
  it('retention: the share of full plays still listening at each 5 % of the track', () => {
    const endedIn = Array<number>(21).fill(0);
    endedIn[0] = 1; // left in the first 5 %
    endedIn[10] = 1; // left at half way
    endedIn[20] = 2; // heard to the end
    const curve = retentionCurve(endedIn);
    expect(curve).toHaveLength(21);
    expect(curve[0]).toEqual({ percent: 0, share: 1 });
    expect(curve[1]).toEqual({ percent: 5, share: 0.75 });
    expect(curve[10]).toEqual({ percent: 50, share: 0.75 });
    expect(curve[11]).toEqual({ percent: 55, share: 0.5 });
    expect(curve[20]).toEqual({ percent: 100, share: 0.5 });
    expect(retentionCurve(Array<number>(21).fill(0)).every((point) => point.share === 0)).toBe(
      true,
    );
  });

  it('albums: the played tracks summed per album, most streamed first', () => {
    expect(
      albumsOf([
        track({ album_id: 'a1', album_title: 'One', plays: 3, streams: 1 }),
        track({ album_id: 'a2', album_title: 'Two', plays: 2, streams: 2 }),
        track({ album_id: 'a1', album_title: 'One', plays: 4, streams: 4 }),
      ]),
    ).toEqual([
      { album_id: 'a1', title: 'One', plays: 7, streams: 5 },
      { album_id: 'a2', title: 'Two', plays: 2, streams: 2 },
    ]);
  });

  it('devices: six browser families by name, the rest as Other', () => {
    const rows = ['Chrome', 'Safari', 'Firefox', 'Edge', 'Opera', 'Brave', 'Vivaldi', 'Arc'].map(
      (device, i) => ({ device, plays: 80 - i * 10 }),
    );
    const shares = deviceShares(rows);
    expect(shares.map((share) => share.key)).toEqual([
      'Chrome',
      'Safari',
      'Firefox',
      'Edge',
      'Opera',
      'Brave',
      'Other',
    ]);
    expect(shares.at(-1)?.plays).toBe(20 + 10);
  });

  it('listeners: new and returning add up to the signed-in listeners', () => {
    expect(listenerMix(10, 4)).toEqual({ new: 4, returning: 6 });
    expect(listenerMix(3, 5)).toEqual({ new: 3, returning: 0 });
  });
});

describe('CSV export', () => {
  it('quotes what must be quoted and never lets a title run as a spreadsheet formula', () => {
    expect(csvField('Plain')).toBe('Plain');
    expect(csvField('Hello, "World"')).toBe('"Hello, ""World"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1 dB')).toBe("'-1 dB");
    expect(csvField(-1)).toBe('-1');
  });

  it('a header, then one CRLF line per row', () => {
    const csv = analyticsCsv([
      {
        ...NO_METRICS,
        plays: 2,
        streams: 1,
        previews: 3,
        unique_listeners: 3,
        play_listeners: 1,
        preview_listeners: 2,
        day: '2026-11-01',
        track_id: 't1',
        title: 'Redline',
        album_title: 'Slipstream',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'day,track_id,track_title,album_title,plays,streams,unique_listeners,listening_time_ms,completes,partials,skips,previews,play_listeners,preview_listeners',
      '2026-11-01,t1,Redline,Slipstream,2,1,3,0,0,0,0,3,1,2',
      '',
    ]);
  });
});

describe('whose figures a caller may read', () => {
  it('an artist its own profile only; an admin any named artist; nobody else any', () => {
    const artist = { role: 'artist', artistId: 'mine' } as const;
    expect(dashboardSubject(artist, undefined)).toEqual({ artistId: 'mine', byAdmin: false });
    expect(dashboardSubject(artist, 'mine')).toEqual({ artistId: 'mine', byAdmin: false });
    expect(dashboardSubject(artist, 'theirs')).toEqual({ refused: 'other_artist' });
    expect(dashboardSubject({ role: 'artist', artistId: null }, undefined)).toEqual({
      refused: 'not_linked',
    });
    expect(dashboardSubject({ role: 'listener', artistId: null }, 'x')).toEqual({
      refused: 'not_an_artist',
    });
    expect(dashboardSubject({ role: 'admin', artistId: null }, 'x')).toEqual({
      artistId: 'x',
      byAdmin: true,
    });
    // An admin who is also an artist reads its own profile as an artist does.
    expect(dashboardSubject({ role: 'admin', artistId: 'mine' }, undefined)).toEqual({
      artistId: 'mine',
      byAdmin: false,
    });
    expect(dashboardSubject({ role: 'admin', artistId: 'mine' }, 'x')).toEqual({
      artistId: 'x',
      byAdmin: true,
    });
    expect(dashboardSubject({ role: 'admin', artistId: null }, undefined)).toEqual({
      refused: 'artist_required',
    });
  });
});
