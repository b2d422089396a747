import 'reflect-metadata';

import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';

import { AppError } from '../../platform/http/index.js';
import type { SessionRevocations } from '../../platform/auth/index.js';
import type { RateLimiter, WindowCount } from '../../platform/rate-limit/index.js';
import { EVENTS_PER_ADDRESS_PER_MINUTE } from './address-limit.js';
import type { AcceptedPlayEvent } from './analytics-queue.js';
import { ACCEPT_LINGER_MS, ENQUEUE_TIMEOUT_MS, PlayEventIntake } from './play-event-intake.js';
import { logPlayPayload } from './testing/log-play-payload.js';
import type { AlbumAccess } from '../access/index.js';
import type { TrackFacts } from '../catalogue/index.js';
import type { ListenerSalt } from './anonymous-listener.js';
import type { IntakeMemory, Recalled } from './intake-memory.js';
import type { TrackFactsCache } from './track-facts-cache.js';
import type { VerifiedTokenCache } from './verified-token-cache.js';

/** The validated body, as a plain object (what the controller hands over). */
const payload = logPlayPayload();

/** The catalogue's facts of the payload's track: its title and name differ from the client's. */
const track: TrackFacts = {
  id: payload.track_id,
  title: 'Night Drive (Remastered)',
  artistId: payload.artist_id,
  artistName: 'O.W.L',
  albumId: 'album-1',
  albumTitle: 'Slipstream',
  accessType: 'free',
  durationMs: 214_500,
  hasPreview: true,
  listed: true,
};
/** A track of an album taken down (docs/adr/0044): user `buyer` bought the album. */
const hiddenTrack: TrackFacts = {
  ...track,
  id: '0b6f3c1e-8a3d-4c55-9a43-7e2f3f1b2e22',
  albumId: 'album-taken-down',
  listed: false,
};
const tracks = {
  factsOf: (ids: string[]) =>
    Promise.resolve(
      new Map([track, hiddenTrack].filter((facts) => ids.includes(facts.id)).map((f) => [f.id, f])),
    ),
} as unknown as TrackFactsCache;
/** Signed-in listeners may play the (free) album in full; visitors hear previews. */
const access = {
  fullAccessAmong: (plays: { userId: string | null }[]) =>
    Promise.resolve(plays.map(({ userId }) => userId !== null)),
  grantsHeldAmong: (pairs: { userId: string | null; albumId: string }[]) =>
    Promise.resolve(
      pairs.map(({ userId, albumId }) => userId === 'buyer' && albumId === 'album-taken-down'),
    ),
} as unknown as AlbumAccess;
const salt = { of: () => Promise.resolve('salt') } as unknown as ListenerSalt;
/** A page session that began a minute ago; nothing seen before; one start this minute. */
const memory = {
  recall: (items: Recalled[], nowMs: number) =>
    Promise.resolve(
      items.map(() => ({
        sessionFirstSeenMs: nowMs - 60_000,
        duplicate: false,
        startsThisMinute: { session: 1, listener: 1 },
      })),
    ),
  tally: () => Promise.resolve(),
} as unknown as IntakeMemory;

interface Fakes {
  add: (name: string, data: { events: AcceptedPlayEvent[] }) => Promise<unknown>;
  window?: WindowCount;
}

/** Tokens `token-of-<user>` are valid for session `session-of-<user>`; `session-of-revoked` is revoked. */
const tokens = {
  verify: (token: string) =>
    Promise.resolve(
      token.startsWith('token-of-')
        ? { userId: token.slice(9), sessionId: `session-of-${token.slice(9)}`, expiresAt: 0 }
        : null,
    ),
} as unknown as VerifiedTokenCache;
const revocations = {
  revokedAmong: (ids: string[]) =>
    Promise.resolve(new Set(ids.filter((id) => id === 'session-of-revoked'))),
} as unknown as SessionRevocations;

function intake(fakes: Partial<Fakes> = {}) {
  const jobs: { name: string; events: AcceptedPlayEvent[] }[] = [];
  const queue = {
    add:
      fakes.add ??
      ((name: string, data: { events: AcceptedPlayEvent[] }) => {
        jobs.push({ name, events: data.events });
        return Promise.resolve({});
      }),
  } as unknown as Queue;
  const limiter = {
    hitMany: (hits: Map<string, number>) =>
      Promise.resolve(
        new Map(
          [...hits].map(([key, n]) => [key, fakes.window ?? { count: n, resetsInSeconds: 60 }]),
        ),
      ),
  } as unknown as RateLimiter;
  return {
    jobs,
    intake: new PlayEventIntake(queue, limiter, tokens, revocations, tracks, access, salt, memory),
  };
}

const caller = { bearer: null, ip: '10.0.0.1', userAgent: 'Firefox/140' };
const member = (user: string) => ({ ...caller, bearer: `token-of-${user}` });
const codeOf = (error: unknown) => (error instanceof AppError ? error.code : String(error));

describe('PlayEventIntake', () => {
  beforeAll(() => {
    Logger.overrideLogger(false); // the failures below are logged as errors on purpose
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('gives each event an id, the time and its listener, and queues those accepted together as one job', async () => {
    const { jobs, intake: accept } = intake();
    const before = Date.now();
    const ids = await Promise.all([
      accept.accept(payload, member('user-1')),
      accept.accept({ ...payload, event_type: 'skip_forward', skip_reason: 'user_skip' }, caller),
    ]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.name).toBe('play-events');
    const byId = new Map(jobs[0]?.events.map((event) => [event.id, event]));
    const [listener, visitor] = ids.map((id) => byId.get(id));
    expect(listener).toEqual({
      ...payload,
      id: ids[0],
      receivedAt: expect.any(String),
      userId: 'user-1',
      skip_reason: null,
      track_title: track.title,
      artist_name: track.artistName,
      track_duration_ms: track.durationMs,
      listener: 'u:user-1',
      countedAs: 'full',
    });
    expect(visitor).toMatchObject({
      id: ids[1],
      userId: null,
      skip_reason: 'user_skip',
      listener: expect.stringMatching(/^a:[0-9a-f]{32}$/),
      countedAs: 'preview',
    });
    expect(ids[0]).not.toBe(ids[1]);
    expect(Date.parse(listener?.receivedAt ?? '')).toBeGreaterThanOrEqual(before);
  });

  it('records plays under a forged or revoked token as anonymous', async () => {
    const { jobs, intake: accept } = intake();
    const ids = await Promise.all([
      accept.accept(payload, { ...caller, bearer: 'forged' }),
      accept.accept(payload, member('revoked')),
      accept.accept(payload, member('user-2')),
    ]);
    const userOf = new Map(jobs[0]?.events.map((event) => [event.id, event.userId]));
    expect(ids.map((id) => userOf.get(id))).toEqual([null, null, 'user-2']);
  });

  it('answers every waiting caller ANALYTICS.UNAVAILABLE when Redis refuses the job', async () => {
    const { intake: accept } = intake({ add: () => Promise.reject(new Error('ECONNREFUSED')) });
    const results = await Promise.allSettled([
      accept.accept(payload, caller),
      accept.accept(payload, caller),
    ]);
    expect(results.map((result) => result.status === 'rejected' && codeOf(result.reason))).toEqual([
      'ANALYTICS.UNAVAILABLE',
      'ANALYTICS.UNAVAILABLE',
    ]);
  });

  it('gives up waiting for a Redis that does not answer, instead of hanging the request', async () => {
    jest.useFakeTimers();
    const { intake: accept } = intake({ add: () => new Promise(() => undefined) });
    const pending = accept.accept(payload, caller).catch(codeOf);
    await jest.advanceTimersByTimeAsync(ACCEPT_LINGER_MS + ENQUEUE_TIMEOUT_MS);
    expect(await pending).toBe('ANALYTICS.UNAVAILABLE');
  });

  it('refuses an address past its limit with ANALYTICS.RATE_LIMITED and when to retry', async () => {
    const window = { count: EVENTS_PER_ADDRESS_PER_MINUTE + 1, resetsInSeconds: 12.5 };
    const { jobs, intake: accept } = intake({ window });
    const error = await accept.accept(payload, caller).catch((caught: unknown) => caught);
    expect(codeOf(error)).toBe('ANALYTICS.RATE_LIMITED');
    expect((error as AppError).retryAfterSeconds).toBe(12.5);
    expect(jobs).toHaveLength(0);
  });

  it('refuses a track the catalogue does not have, and one named under another artist', async () => {
    const { jobs, intake: accept } = intake();
    const results = await Promise.allSettled([
      accept.accept({ ...payload, track_id: '5d0c4c53-2a5b-4a5e-9a43-1c7f3f1b2e11' }, caller),
      accept.accept({ ...payload, artist_id: '5d0c4c53-2a5b-4a5e-9a43-1c7f3f1b2e11' }, caller),
      accept.accept(payload, caller),
    ]);
    expect(
      results.map((result) => (result.status === 'rejected' ? codeOf(result.reason) : 'ok')),
    ).toEqual(['ANALYTICS.UNKNOWN_TRACK', 'ANALYTICS.ARTIST_MISMATCH', 'ok']);
    expect(jobs.flatMap((job) => job.events)).toHaveLength(1);
  });

  it('treats a track no longer listed as unknown to all but the buyers of its album', async () => {
    const { jobs, intake: accept } = intake();
    const hidden = { ...payload, track_id: hiddenTrack.id };
    const results = await Promise.allSettled([
      accept.accept(hidden, caller),
      accept.accept(hidden, member('someone')),
      accept.accept(hidden, member('buyer')),
    ]);
    expect(
      results.map((result) => (result.status === 'rejected' ? codeOf(result.reason) : 'ok')),
    ).toEqual(['ANALYTICS.UNKNOWN_TRACK', 'ANALYTICS.UNKNOWN_TRACK', 'ok']);
    expect(jobs.flatMap((job) => job.events)).toEqual([
      expect.objectContaining({ track_id: hiddenTrack.id, userId: 'buyer', countedAs: 'full' }),
    ]);
  });
});
