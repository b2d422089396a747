import {
  fallbackDuration,
  type PlayerTrack,
  type QueueRestoredPayload,
  toPlayerTrack,
} from '@/entities/player';
import type { components } from '@/shared/api';

/** What `PUT /api/me/player-queue` takes (docs/adr/0048). */
export type SavedQueue = components['schemas']['SavePlayerQueueDto'];
/** What `GET /api/me/player-queue` answers: the ids, their tracks, the place and the modes. */
export type ServerQueue = components['schemas']['PlayerQueueDto'];

/** The server keeps at most this many ids; a longer playlist is saved around its current track. */
export const MAX_SAVED_TRACKS = 500;
/** The server's largest position (a day, in seconds). */
const MAX_POSITION_S = 86_400;

/** The player's state as the sync reads it. */
export interface PlayerQueueState {
  playlist: readonly PlayerTrack[];
  /** The order before shuffling. */
  originalPlaylist: readonly PlayerTrack[];
  index: number;
  /** Seconds into the current track. */
  progress: number;
  shuffling: boolean;
  /**
   * The player's one loop toggle repeats the current track (the engine loops it), so it is saved
   * as repeat 'one'; without it a playlist goes round anyway, which the player has no mode for.
   */
  looping: boolean;
}

/**
 * The queue in this browser's localStorage: a visitor's (the tracks themselves, since a visitor
 * cannot read them by id), or a member's copy of what was last saved to the account — a reload
 * may outrun its own last save to the server, and the newer of the two wins.
 */
export interface LocalQueue {
  version: 1;
  /** The account whose copy it is; null for a visitor's queue. */
  owner: string | null;
  /** Each track once, in order of first appearance. */
  tracks: PlayerTrack[];
  /** The play order, by id. */
  trackIds: string[];
  /** The order before shuffling, by id. */
  originalIds: string[];
  index: number;
  position: number;
  shuffle: boolean;
  looping: boolean;
  savedAt: string;
}

/** The part of a playlist that is saved: all of it, or 500 tracks around the current one. */
function savedWindow<T>(items: readonly T[], index: number): { items: T[]; index: number } {
  if (items.length <= MAX_SAVED_TRACKS) return { items: [...items], index };
  const start = Math.min(
    Math.max(0, index - Math.floor(MAX_SAVED_TRACKS / 2)),
    items.length - MAX_SAVED_TRACKS,
  );
  return { items: items.slice(start, start + MAX_SAVED_TRACKS), index: index - start };
}

const positionOf = (seconds: number): number =>
  Number.isFinite(seconds)
    ? Math.min(MAX_POSITION_S, Math.max(0, Math.round(seconds * 10) / 10))
    : 0;

const hasCurrent = (state: PlayerQueueState): boolean =>
  state.index >= 0 && state.index < state.playlist.length;

/** The server's save for this state, made at `now`; null for an empty player (nothing to keep). */
export function toSavedQueue(state: PlayerQueueState, now: Date): SavedQueue | null {
  if (!hasCurrent(state)) return null;
  const saved = savedWindow(state.playlist, state.index);
  return {
    track_ids: saved.items.map((track) => track.id),
    current_index: saved.index,
    position_s: positionOf(state.progress),
    shuffle: state.shuffling,
    repeat: state.looping ? 'one' : 'off',
    updated_at: now.toISOString(),
  };
}

/** What a restore puts in the player, as a save would hold it (when it was made aside). */
export function savedFormOf(restore: QueueRestoredPayload): SavedQueue | null {
  return toSavedQueue({ ...restore, progress: restore.position }, new Date(0));
}

/** Whether two saves hold the same state (when they were made aside). */
export function sameQueue(a: SavedQueue | null, b: SavedQueue | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.current_index === b.current_index &&
    a.position_s === b.position_s &&
    a.shuffle === b.shuffle &&
    a.repeat === b.repeat &&
    a.track_ids.length === b.track_ids.length &&
    a.track_ids.every((id, place) => id === b.track_ids[place])
  );
}

/** Each track once, in order of first appearance, without a signed address (it expires). */
function uniqueTracks(lists: readonly (readonly PlayerTrack[])[]): PlayerTrack[] {
  const byId = new Map<string, PlayerTrack>();
  for (const track of lists.flat()) {
    if (!byId.has(track.id)) byId.set(track.id, { ...track, audioUrl: null });
  }
  return [...byId.values()];
}

/** This browser's record of this state (`owner`: the account, or null for a visitor), made at `now`. */
export function toLocalQueue(
  state: PlayerQueueState,
  now: Date,
  owner: string | null = null,
): LocalQueue | null {
  if (!hasCurrent(state)) return null;
  const saved = savedWindow(state.playlist, state.index);
  const inWindow = new Set(saved.items.map((track) => track.id));
  const original = state.originalPlaylist.filter((track) => inWindow.has(track.id));
  return {
    version: 1,
    owner,
    tracks: uniqueTracks([saved.items]),
    trackIds: saved.items.map((track) => track.id),
    originalIds: original.map((track) => track.id),
    index: saved.index,
    position: positionOf(state.progress),
    shuffle: state.shuffling,
    looping: state.looping,
    savedAt: now.toISOString(),
  };
}

/** A saved queue before it is restored: a slot is null where its track is no longer there. */
interface SavedSlots extends Omit<PlayerQueueState, 'playlist' | 'originalPlaylist'> {
  slots: readonly (PlayerTrack | null)[];
  original: readonly (PlayerTrack | null)[];
}

const playable = (track: PlayerTrack | null): track is PlayerTrack =>
  track !== null && !track.locked;

/**
 * What a restore puts in the player, or null when nothing playable is left. Tracks that are gone
 * or locked (a Soundcheck exclusive no longer owned) are left out; when the current one is, the
 * next one left becomes current from its beginning, as the server does (docs/adr/0048).
 */
function restored(saved: SavedSlots): QueueRestoredPayload | null {
  const kept = saved.slots.flatMap((track, place) => (playable(track) ? [{ track, place }] : []));
  const after = kept.findIndex(({ place }) => place >= saved.index);
  const index = after === -1 ? 0 : after;
  const current = kept[index];
  if (current === undefined) return null;
  const playlist = kept.map(({ track }) => track);
  const original = saved.original.filter(playable);
  const duration = fallbackDuration(current.track);
  const position = current.place === saved.index ? positionOf(saved.progress) : 0;
  return {
    playlist,
    originalPlaylist: original.length === playlist.length ? original : playlist,
    index,
    position: Math.min(position, duration),
    duration,
    shuffling: saved.shuffling,
    looping: saved.looping,
  };
}

/**
 * A member's saved queue as the player takes it. The server keeps the play order only: after a
 * restore with shuffle on, that order is also the one shuffle returns to.
 */
export function restoreFromServer(queue: ServerQueue): QueueRestoredPayload | null {
  const byId = new Map(queue.tracks.map((track) => [track.id, toPlayerTrack(track)]));
  const slots = queue.track_ids.map((id) => byId.get(id) ?? null);
  return restored({
    slots,
    original: slots,
    index: queue.current_index,
    progress: queue.position_s,
    shuffling: queue.shuffle,
    looping: queue.repeat === 'one',
  });
}

/** This browser's record as the player takes it. */
export function restoreFromLocal(local: LocalQueue): QueueRestoredPayload | null {
  const byId = new Map(local.tracks.map((track) => [track.id, track]));
  const slotsOf = (ids: readonly string[]) => ids.map((id) => byId.get(id) ?? null);
  return restored({
    slots: slotsOf(local.trackIds),
    original: slotsOf(local.originalIds),
    index: local.index,
    progress: local.position,
    shuffling: local.shuffle,
    looping: local.looping,
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');
const TRACK_TEXT_FIELDS = ['id', 'title', 'artistId', 'artistName', 'albumId', 'albumName'];
const isTrack = (value: unknown): value is PlayerTrack =>
  isRecord(value) &&
  TRACK_TEXT_FIELDS.every((field) => typeof value[field] === 'string') &&
  typeof value.duration === 'number' &&
  typeof value.locked === 'boolean';

/** A stored record read back: null unless it has the shape this version writes. */
export function parseLocalQueue(stored: unknown): LocalQueue | null {
  if (!isRecord(stored) || stored.version !== 1) return null;
  const { owner, tracks, trackIds, originalIds, index, position, shuffle, looping, savedAt } =
    stored;
  if (owner !== null && typeof owner !== 'string') return null;
  if (!Array.isArray(tracks) || !tracks.every(isTrack)) return null;
  if (!isIdList(trackIds) || !isIdList(originalIds)) return null;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) return null;
  if (typeof position !== 'number' || typeof savedAt !== 'string') return null;
  if (typeof shuffle !== 'boolean' || typeof looping !== 'boolean') return null;
  return {
    ...{ version: 1, owner, tracks, trackIds, originalIds, index, position, shuffle, looping },
    savedAt,
  };
}

/** A visitor's queue: this browser's, unless it is an account's copy (never shown to a visitor). */
export function restoreForVisitor(local: LocalQueue | null): QueueRestoredPayload | null {
  return local?.owner === null ? restoreFromLocal(local) : null;
}

const madeAt = (iso: string | null): number => (iso === null ? Number.NaN : Date.parse(iso));

/**
 * A member's queue: the account's, or this browser's copy of it when that is newer (the reload
 * outran the page's last save) or the account's could not be read. A copy of another account's,
 * or a visitor's queue, never counts: the account's queue wins over the browser's.
 */
export function restoreForMember(
  server: ServerQueue | null,
  local: LocalQueue | null,
  userId: string,
): QueueRestoredPayload | null {
  const copy = local?.owner === userId ? local : null;
  const serverAt = madeAt(server?.updated_at ?? null);
  const copyNewer = copy !== null && !(madeAt(copy.savedAt) <= serverAt);
  if (copy !== null && (server === null || copyNewer)) return restoreFromLocal(copy);
  return server === null ? null : restoreFromServer(server);
}
