import type { AcceptedPlayEvent } from '@encore/backend/tools';

import { hashString, mixSeed, Rng } from '../media/prng.js';
import {
  type Listener,
  type PlayableTrack,
  pickDevice,
  playEvents,
  seededHex,
  seededUuid,
} from './play-events.js';

/** Every demo page session's id starts so: how the seed knows its plays are there. */
export const DEMO_SESSION_PREFIX = 'web-demo-';
export const DEMO_PLAY_DAYS = 35;

export interface DemoPlaysInput {
  /** The demo catalogue's tracks. */
  tracks: readonly PlayableTrack[];
  /** The artist the demo artist account manages: most plays are theirs. */
  featuredArtistId: string;
  /** The demo listener account, who drops by now and then; null without one. */
  demoListenerId: string | null;
  /** The plays end before this instant and start DEMO_PLAY_DAYS UTC days before its day. */
  now: Date;
  seed: number;
}

const DAY_MS = 86_400_000;
/** Signed-in fans, shared by all artists; the featured artist's audience grows over the weeks. */
const FANS = 320;
/** Relative listening by UTC hour: quiet nights, a lunch bump, busy evenings. */
const HOURS = [2, 1, 1, 1, 1, 2, 3, 5, 6, 6, 6, 7, 8, 7, 7, 7, 8, 10, 12, 14, 14, 12, 8, 4].map(
  (weight, hour) => [hour, weight] as const,
);

/**
 * A few weeks of listening to the demo catalogue, mostly of the featured artist: page sessions of
 * one to several plays a day, more at weekends and a little more each week, a mix of signed-in
 * fans (who come back) and visitors (who hear previews), on phones and computers. The same input
 * gives the same events.
 */
export function planDemoPlays(input: DemoPlaysInput): AcceptedPlayEvent[] {
  const rng = new Rng(mixSeed(input.seed, hashString('demo-plays')));
  const featured = input.tracks.filter((t) => t.artistId === input.featuredArtistId);
  const others = input.tracks.filter((t) => t.artistId !== input.featuredArtistId);
  if (featured.length === 0) throw new Error('The featured artist has no tracks to play.');
  const fans = Array.from({ length: FANS }, () => seededUuid(rng));
  // The featured artist's hits: a few tracks draw most plays; few play what they cannot hear.
  const popularity = featured.map(
    (track, i) => [track, (track.locked ? 0.25 : 1) / (1 + ((i * 7) % featured.length))] as const,
  );
  const today = Math.floor(input.now.getTime() / DAY_MS) * DAY_MS;
  const events: AcceptedPlayEvent[] = [];
  for (let back = DEMO_PLAY_DAYS - 1; back >= 0; back--) {
    const dayStart = today - back * DAY_MS;
    const day = rng.fork(`day-${dayStart}`);
    const progress = (DEMO_PLAY_DAYS - 1 - back) / (DEMO_PLAY_DAYS - 1);
    const weekday = new Date(dayStart).getUTCDay();
    const busy = weekday === 0 || weekday === 6 ? 1.4 : weekday === 5 ? 1.15 : 1;
    const volume = busy * (0.55 + 0.45 * progress) * day.range(0.85, 1.15);
    const sessions = [
      ...Array.from({ length: Math.round(22 * volume) }, () => 'featured' as const),
      ...Array.from({ length: Math.round(9 * volume) }, () => 'other' as const),
    ];
    // The featured artist's reachable fans grow from a third of the pool to all of it.
    const reach = Math.floor(FANS * (0.35 + 0.65 * progress));
    for (const kind of sessions) {
      const who = listenerOf(day, kind === 'featured' ? reach : FANS, fans, input);
      const startMs = dayStart + day.weighted(HOURS) * 3_600_000 + day.int(0, 3_599_000);
      const playlist = (): PlayableTrack =>
        kind === 'featured' || others.length === 0 ? day.weighted(popularity) : day.pick(others);
      const session = sessionPlays(day, who, startMs, day.int(1, 6), playlist);
      if (session.endMs < input.now.getTime()) events.push(...session.events);
    }
  }
  return events;
}

function listenerOf(
  rng: Rng,
  reach: number,
  fans: readonly string[],
  input: DemoPlaysInput,
): Listener {
  const platform = rng.chance(0.56) ? 'mobile' : 'desktop';
  const sessionId = `${DEMO_SESSION_PREFIX}${seededHex(rng, 16)}`;
  const device = pickDevice(rng, platform);
  if (rng.chance(0.28)) {
    // A visitor: one salted hash per browser and day (ADR 0024), so a new listener each day.
    return { listener: `a:${seededHex(rng, 32)}`, userId: null, sessionId, platform, device };
  }
  const userId =
    input.demoListenerId !== null && rng.chance(0.04)
      ? input.demoListenerId
      : (fans[Math.floor(Math.pow(rng.next(), 1.6) * reach)] ?? fans[0] ?? '');
  return { listener: `u:${userId}`, userId, sessionId, platform, device };
}

/** One page session: plays one after another, a second or two apart. */
function sessionPlays(
  rng: Rng,
  who: Listener,
  startMs: number,
  plays: number,
  nextTrack: () => PlayableTrack,
): { events: AcceptedPlayEvent[]; endMs: number } {
  const events: AcceptedPlayEvent[] = [];
  let clock = startMs;
  for (let i = 0; i < plays; i++) {
    const track = nextTrack();
    const full = who.userId !== null && !track.locked;
    const play = playEvents(rng, track, who, clock, full);
    events.push(...play.events);
    clock = play.endMs + rng.int(800, 2_500);
  }
  return { events, endMs: clock };
}
