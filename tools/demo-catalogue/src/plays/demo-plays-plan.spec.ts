import { DEMO_PLAY_DAYS, DEMO_SESSION_PREFIX, planDemoPlays } from './demo-plays-plan.js';
import { PREVIEW_MS, type PlayableTrack } from './play-events.js';

const track = (
  id: number,
  artistId: string,
  durationMs: number,
  locked = false,
): PlayableTrack => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  title: `Track ${id}`,
  artistId,
  artistName: artistId,
  durationMs,
  locked,
});
const TRACKS = [
  track(1, 'featured', 200_000),
  track(2, 'featured', 95_000),
  track(3, 'featured', 240_000, true),
  track(4, 'other', 150_000),
  track(5, 'other', 61_000),
];
const NOW = new Date('2026-11-26T10:30:00Z');
const input = {
  tracks: TRACKS,
  featuredArtistId: 'featured',
  demoListenerId: '11111111-1111-4111-8111-111111111111',
  now: NOW,
  seed: 7,
};
const events = planDemoPlays(input);
const byId = new Map(TRACKS.map((t) => [t.id, t]));

describe('planDemoPlays', () => {
  it('gives the same events for the same input, others for another seed', () => {
    expect(planDemoPlays(input)).toEqual(events);
    expect(planDemoPlays({ ...input, seed: 8 })[0]?.id).not.toBe(events[0]?.id);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it('plays the last weeks up to now, mostly the featured artist', () => {
    const times = events.map((e) => Date.parse(e.receivedAt));
    const first = Date.parse('2026-11-26T00:00:00Z') - (DEMO_PLAY_DAYS - 1) * 86_400_000;
    expect(Math.min(...times)).toBeGreaterThanOrEqual(first);
    expect(Math.max(...times)).toBeLessThan(NOW.getTime());
    const starts = events.filter((e) => e.event_type === 'play_start');
    const featured = starts.filter((e) => e.artist_id === 'featured').length;
    expect(featured / starts.length).toBeGreaterThan(0.6);
    expect(starts.length).toBeGreaterThan(1_000);
  });

  it('hears no more than the track, and visitors or locked tracks only as a 30 s preview', () => {
    for (const event of events) {
      const played = byId.get(event.track_id);
      expect(event.track_duration_ms).toBe(played?.durationMs);
      expect(event.listening_time_ms).toBeLessThanOrEqual(event.track_duration_ms);
      expect(event.completion_percentage).toBeLessThanOrEqual(100);
      const visitor = event.listener?.startsWith('a:') === true;
      expect(event.userId === null).toBe(visitor);
      if (visitor || played?.locked === true) {
        expect(event.countedAs).toBe('preview');
        expect(event.listening_time_ms).toBeLessThanOrEqual(PREVIEW_MS);
      } else {
        expect(event.countedAs).toBe('full');
      }
    }
    expect(events.some((e) => /^a:[0-9a-f]{32}$/.test(e.listener ?? ''))).toBe(true);
    expect(events.some((e) => e.listener === `u:${input.demoListenerId}`)).toBe(true);
  });

  it('reports each play as the client does: a start at 0 s, then accumulated time that never shrinks', () => {
    const plays = new Map<string, typeof events>();
    for (const event of events) {
      if (event.event_type === 'play_start') plays.set(`${event.session_id} ${event.id}`, []);
      const key = [...plays.keys()].findLast((k) => k.startsWith(event.session_id));
      if (key !== undefined) plays.get(key)?.push(event);
    }
    expect(plays.size).toBe(events.filter((e) => e.event_type === 'play_start').length);
    for (const play of plays.values()) {
      expect(play[0]?.listening_time_ms).toBe(0);
      const heard = play.map((e) => e.listening_time_ms);
      expect(heard).toEqual([...heard].sort((a, b) => a - b));
      const times = play.map((e) => Date.parse(e.receivedAt));
      const elapsed = (times.at(-1) ?? 0) - (times[0] ?? 0);
      expect(heard.at(-1)).toBeLessThanOrEqual(elapsed);
      expect(play[0]?.session_id.startsWith(DEMO_SESSION_PREFIX)).toBe(true);
    }
  });

  it('has phones and computers, several browsers, and busier weekends', () => {
    const starts = events.filter((e) => e.event_type === 'play_start');
    expect(new Set(starts.map((e) => e.platform))).toEqual(new Set(['mobile', 'desktop']));
    expect(new Set(starts.map((e) => e.device_type)).size).toBeGreaterThanOrEqual(4);
    const perDay = new Map<string, number>();
    for (const e of starts)
      perDay.set(e.receivedAt.slice(0, 10), (perDay.get(e.receivedAt.slice(0, 10)) ?? 0) + 1);
    const average = (weekend: boolean): number => {
      const days = [...perDay].filter(
        ([day]) => [0, 6].includes(new Date(day).getUTCDay()) === weekend,
      );
      return days.reduce((sum, [, n]) => sum + n, 0) / days.length;
    };
    expect(average(true)).toBeGreaterThan(average(false));
  });
});
