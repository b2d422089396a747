import type { TrackFacts } from '../../catalogue/index.js';
import type { AcceptedPlayEvent } from '../analytics-queue.js';
import {
  duplicateKeyOf,
  judgePlay,
  MAX_PLAY_STARTS_PER_MINUTE,
  PLAY_TIME_TOLERANCE_MS,
  type PlayEvidence,
  PREVIEW_MS,
} from './play-judgement.js';

const AT = Date.parse('2026-11-26T10:00:00.000Z');
const facts: TrackFacts = {
  id: 'track-1',
  title: 'Redline',
  artistId: 'artist-1',
  artistName: 'Rift Engine',
  albumId: 'album-1',
  albumTitle: 'Slipstream',
  accessType: 'free',
  durationMs: 180_000,
  hasPreview: true,
  listed: true,
};
const event = (overrides: Partial<AcceptedPlayEvent> = {}): AcceptedPlayEvent => ({
  id: 'event-1',
  receivedAt: new Date(AT).toISOString(),
  userId: 'user-1',
  track_id: 'track-1',
  track_title: 'redline (my rip)',
  artist_id: 'artist-1',
  artist_name: 'rift',
  track_duration_ms: 999_000,
  listening_time_ms: 60_000,
  event_type: 'pause',
  play_source: 'web_app',
  session_id: 'web-abcdef',
  completion_percentage: 33,
  skip_reason: null,
  platform: 'desktop',
  device_type: 'Chrome',
  app_version: 'web-1.0.0',
  ...overrides,
});
const evidence = (overrides: Partial<PlayEvidence> = {}): PlayEvidence => ({
  facts,
  fullAccess: true,
  buyer: false,
  sessionFirstSeenMs: AT - 3_600_000,
  duplicate: false,
  startsThisMinute: { session: 1, listener: 1 },
  listener: 'u:user-1',
  ...overrides,
});
const stored = (judged: ReturnType<typeof judgePlay>) => {
  if (judged.outcome !== 'store') throw new Error(`not stored: ${judged.reason}`);
  return judged.event;
};

describe('judgePlay', () => {
  it('stores the catalogue’s title, artist name and duration, not the client’s', () => {
    expect(stored(judgePlay(event(), evidence()))).toMatchObject({
      track_title: 'Redline',
      artist_name: 'Rift Engine',
      track_duration_ms: 180_000,
      listening_time_ms: 60_000,
      listener: 'u:user-1',
      countedAs: 'full',
    });
  });

  it('refuses an unknown track and a track named under another artist', () => {
    expect(judgePlay(event(), evidence({ facts: undefined }))).toEqual({
      outcome: 'refuse',
      reason: 'unknown_track',
    });
    expect(judgePlay(event({ artist_id: 'artist-2' }), evidence())).toEqual({
      outcome: 'refuse',
      reason: 'artist_mismatch',
    });
  });

  it('treats a track that is no longer listed as unknown, but to its buyers', () => {
    const hidden = { ...facts, listed: false };
    expect(judgePlay(event(), evidence({ facts: hidden }))).toEqual({
      outcome: 'refuse',
      reason: 'unknown_track',
    });
    // Not even the artist's name is confirmed to whoever names the wrong one.
    expect(judgePlay(event({ artist_id: 'artist-2' }), evidence({ facts: hidden }))).toEqual({
      outcome: 'refuse',
      reason: 'unknown_track',
    });
    expect(stored(judgePlay(event(), evidence({ facts: hidden, buyer: true })))).toMatchObject({
      track_title: 'Redline',
      countedAs: 'full',
    });
  });

  it('clamps listening time to the track’s length, plus a small tolerance', () => {
    const day = 24 * 3_600_000;
    expect(stored(judgePlay(event({ listening_time_ms: day }), evidence())).listening_time_ms).toBe(
      180_000 + PLAY_TIME_TOLERANCE_MS,
    );
  });

  it('clamps listening time to the time since the page session’s first event', () => {
    const judged = judgePlay(
      event({ listening_time_ms: 120_000 }),
      evidence({ sessionFirstSeenMs: AT - 10_000 }),
    );
    expect(stored(judged).listening_time_ms).toBe(10_000 + PLAY_TIME_TOLERANCE_MS);
    // A brand-new session (as minted per event to inflate numbers) can claim almost nothing.
    const fresh = judgePlay(event(), evidence({ sessionFirstSeenMs: AT }));
    expect(stored(fresh).listening_time_ms).toBe(PLAY_TIME_TOLERANCE_MS);
  });

  it('counts a play without full access as a preview, heard at most for the preview’s length', () => {
    const preview = stored(judgePlay(event({ userId: null }), evidence({ fullAccess: false })));
    expect(preview).toMatchObject({
      countedAs: 'preview',
      listening_time_ms: PREVIEW_MS + PLAY_TIME_TOLERANCE_MS,
    });
  });

  it('does not count a repeat of the same event, nor starts beyond a plausible rate', () => {
    expect(judgePlay(event(), evidence({ duplicate: true }))).toEqual({
      outcome: 'ignore',
      reason: 'duplicate',
    });
    const tooMany = MAX_PLAY_STARTS_PER_MINUTE + 1;
    const start = event({ event_type: 'play_start', listening_time_ms: 0 });
    for (const startsThisMinute of [
      { session: tooMany, listener: 1 },
      { session: 1, listener: tooMany },
    ]) {
      expect(judgePlay(start, evidence({ startsThisMinute }))).toEqual({
        outcome: 'ignore',
        reason: 'over_rate',
      });
    }
    expect(
      judgePlay(start, evidence({ startsThisMinute: { session: 20, listener: 20 } })).outcome,
    ).toBe('store');
  });

  it('calls two events the same when session, track, type and position match', () => {
    const a = duplicateKeyOf(event({ listening_time_ms: 60_400 }));
    expect(duplicateKeyOf(event({ id: 'event-2', listening_time_ms: 60_900 }))).toBe(a);
    expect(duplicateKeyOf(event({ listening_time_ms: 61_000 }))).not.toBe(a);
    expect(duplicateKeyOf(event({ event_type: 'play_resume' }))).not.toBe(a);
    expect(duplicateKeyOf(event({ session_id: 'web-other1' }))).not.toBe(a);
  });
});
