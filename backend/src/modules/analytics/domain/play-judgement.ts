import type { TrackFacts } from '../../catalogue/index.js';
import type { AcceptedPlayEvent, CountedAs } from '../analytics-queue.js';

/** Clocks and players are not exact: this much more than possible still counts as possible. */
export const PLAY_TIME_TOLERANCE_MS = 2_000;
/** A visitor, or a member without access to a Soundcheck album, hears at most this preview. */
export const PREVIEW_MS = 30_000;
/** The same event (session, track, type, position) again within this window counts once. */
export const DUPLICATE_WINDOW_SECONDS = 30;
/** Plays a page session, or a listener, can start in a minute: one every 3 s, skipping fast. */
export const MAX_PLAY_STARTS_PER_MINUTE = 20;

/** What the intake knows about one arrival beyond its payload (from the catalogue and Redis). */
export interface PlayEvidence {
  /** The catalogue's track; undefined when it has no such track. */
  facts: TrackFacts | undefined;
  /** A signed-in listener who may play the album's full tracks. */
  fullAccess: boolean;
  /**
   * A signed-in listener holding a grant to the album: the only ones a track that is no longer
   * listed still plays for (docs/adr/0044).
   */
  buyer: boolean;
  /** When this page session's first event arrived (this one's time if it is the first). */
  sessionFirstSeenMs: number;
  /** The same event arrived within DUPLICATE_WINDOW_SECONDS. */
  duplicate: boolean;
  /** Play starts this minute including this one, of its page session and of its listener. */
  startsThisMinute: { session: number; listener: number };
  /** Who listened: `u:<user id>`, else `a:<salted hash of the client>` (anonymous-listener.ts). */
  listener: string;
}

export type NotCountedReason = 'duplicate' | 'over_rate';
export type RefusalReason = 'unknown_track' | 'artist_mismatch';

export type Judgement =
  | { outcome: 'store'; event: AcceptedPlayEvent }
  /** Accepted (202) but not stored: it would count something twice or implausibly. */
  | { outcome: 'ignore'; reason: NotCountedReason }
  /** Refused (4xx): the event names something the catalogue does not have. */
  | { outcome: 'refuse'; reason: RefusalReason };

/**
 * The integrity rules of a play event (ADR 0024), as a pure decision: the track must exist — for
 * this listener: a hidden track only for its buyers, else it is unknown (ADR 0044) — and be the
 * named artist's; the stored event carries the catalogue's title, artist name and
 * duration; listening time is clamped to what was physically possible; previews are told apart
 * from full plays; repeats and implausible bursts are not counted.
 */
export function judgePlay(event: AcceptedPlayEvent, evidence: PlayEvidence): Judgement {
  const { facts } = evidence;
  if (facts === undefined || (!facts.listed && !evidence.buyer)) {
    return { outcome: 'refuse', reason: 'unknown_track' };
  }
  if (facts.artistId !== event.artist_id) return { outcome: 'refuse', reason: 'artist_mismatch' };
  if (evidence.duplicate) return { outcome: 'ignore', reason: 'duplicate' };
  const { session, listener } = evidence.startsThisMinute;
  if (
    event.event_type === 'play_start' &&
    Math.max(session, listener) > MAX_PLAY_STARTS_PER_MINUTE
  ) {
    return { outcome: 'ignore', reason: 'over_rate' };
  }
  const countedAs: CountedAs = evidence.fullAccess ? 'full' : 'preview';
  const audibleMs =
    countedAs === 'full' ? facts.durationMs : Math.min(facts.durationMs, PREVIEW_MS);
  const sinceSessionStart = Date.parse(event.receivedAt) - evidence.sessionFirstSeenMs;
  const possibleMs = Math.max(0, Math.min(audibleMs, sinceSessionStart) + PLAY_TIME_TOLERANCE_MS);
  return {
    outcome: 'store',
    event: {
      ...event,
      track_title: facts.title,
      artist_name: facts.artistName,
      track_duration_ms: facts.durationMs,
      listening_time_ms: Math.min(event.listening_time_ms, possibleMs),
      completion_percentage: Math.min(event.completion_percentage, 100),
      listener: evidence.listener,
      countedAs,
    },
  };
}

/** What makes two events "the same event": page session, track, type and position. */
export const duplicateKeyOf = (event: AcceptedPlayEvent): string =>
  [
    event.session_id,
    event.track_id,
    event.event_type,
    event.completion_percentage,
    Math.floor(event.listening_time_ms / 1000),
  ].join(':');
