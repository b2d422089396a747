import type { PlayerTrack } from '@/entities/player';
import { playerTrackFixture } from '@/entities/player/index.testing';
import { trackFixture } from '@/entities/track/index.testing';
import {
  type LocalQueue,
  MAX_SAVED_TRACKS,
  parseLocalQueue,
  type PlayerQueueState,
  restoreForMember,
  restoreForVisitor,
  restoreFromLocal,
  restoreFromServer,
  sameQueue,
  savedFormOf,
  type ServerQueue,
  toLocalQueue,
  toSavedQueue,
} from './queue-state';

const track = (id: string, changes: Partial<PlayerTrack> = {}) =>
  playerTrackFixture({ id, title: `Title ${id}`, duration: 200, ...changes });
const [a, b, c] = ['a', 'b', 'c'].map((id) => track(id)) as [PlayerTrack, PlayerTrack, PlayerTrack];
const ids = (tracks: readonly PlayerTrack[]) => tracks.map((item) => item.id);
const NOW = new Date('2026-11-30T09:41:07.250Z');

const state = (changes: Partial<PlayerQueueState> = {}): PlayerQueueState => ({
  playlist: [a, b, c],
  originalPlaylist: [a, b, c],
  index: 1,
  progress: 42.337,
  shuffling: false,
  looping: false,
  ...changes,
});

describe('what is saved of the player', () => {
  test('the play order by id, the current place, the position to a tenth, the modes and when', () => {
    expect(toSavedQueue(state(), NOW)).toEqual({
      track_ids: ['a', 'b', 'c'],
      current_index: 1,
      position_s: 42.3,
      shuffle: false,
      repeat: 'off',
      updated_at: '2026-11-30T09:41:07.250Z',
    });
  });

  test('the loop toggle repeats the current track: repeat one', () => {
    expect(toSavedQueue(state({ looping: true }), NOW)?.repeat).toBe('one');
  });

  test('an empty player saves nothing (it must not wipe the saved queue)', () => {
    expect(toSavedQueue(state({ playlist: [], originalPlaylist: [], index: -1 }), NOW)).toBeNull();
  });

  test('a position the server would refuse is kept within 0 s and a day', () => {
    expect(toSavedQueue(state({ progress: -3 }), NOW)?.position_s).toBe(0);
    expect(toSavedQueue(state({ progress: Number.NaN }), NOW)?.position_s).toBe(0);
    expect(toSavedQueue(state({ progress: 90_000 }), NOW)?.position_s).toBe(86_400);
  });

  test('a playlist longer than the server keeps is saved around its current track', () => {
    const long = Array.from({ length: 1200 }, (_, place) => track(`t${place}`));
    const saved = toSavedQueue(state({ playlist: long, originalPlaylist: long, index: 900 }), NOW);
    expect(saved?.track_ids).toHaveLength(MAX_SAVED_TRACKS);
    expect(saved?.track_ids[saved.current_index]).toBe('t900');
    expect(saved?.track_ids[0]).toBe('t650');
    // Near the end the window stops at the last track.
    const late = toSavedQueue(state({ playlist: long, originalPlaylist: long, index: 1190 }), NOW);
    expect(late?.track_ids.at(-1)).toBe('t1199');
    expect(late?.track_ids[late.current_index]).toBe('t1190');
  });

  test('two saves of the same state are the same whenever they were made', () => {
    const first = toSavedQueue(state(), NOW);
    const later = toSavedQueue(state(), new Date('2026-12-01T00:00:00.000Z'));
    expect(sameQueue(first, later)).toBe(true);
    expect(sameQueue(first, toSavedQueue(state({ progress: 50 }), NOW))).toBe(false);
    expect(sameQueue(first, toSavedQueue(state({ playlist: [a, c, b] }), NOW))).toBe(false);
    expect(sameQueue(first, null)).toBe(false);
  });
});

describe("a visitor's queue in this browser", () => {
  test('keeps the tracks themselves, once each, without their signed addresses', () => {
    const playing = { ...b, audioUrl: '/api/media/stream/b.mp3?exp=1&sig=x' };
    const local = toLocalQueue(
      state({ playlist: [c, playing, a, c], originalPlaylist: [a, playing, c], shuffling: true }),
      NOW,
    );
    expect(local).toMatchObject({
      version: 1,
      owner: null,
      trackIds: ['c', 'b', 'a', 'c'],
      originalIds: ['a', 'b', 'c'],
      index: 1,
      position: 42.3,
      shuffle: true,
      looping: false,
      savedAt: '2026-11-30T09:41:07.250Z',
    });
    expect(local?.tracks.map((item) => [item.id, item.audioUrl])).toEqual([
      ['c', null],
      ['b', null],
      ['a', null],
    ]);
  });

  test('read back, it restores the same queue, original order included', () => {
    const local = toLocalQueue(
      state({ playlist: [c, a, b], originalPlaylist: [a, b, c], index: 2, shuffling: true }),
      NOW,
    );
    const restored = local && restoreFromLocal(local);
    expect(restored && ids(restored.playlist)).toEqual(['c', 'a', 'b']);
    expect(restored && ids(restored.originalPlaylist)).toEqual(['a', 'b', 'c']);
    expect(restored).toMatchObject({ index: 2, position: 42.3, duration: 200, shuffling: true });
  });

  test('what comes back from storage is checked: anything else is no queue', () => {
    const good = toLocalQueue(state(), NOW);
    expect(parseLocalQueue(JSON.parse(JSON.stringify(good)))).toEqual(good);
    expect(parseLocalQueue(null)).toBeNull();
    expect(parseLocalQueue('queue')).toBeNull();
    expect(parseLocalQueue({ ...good, version: 2 })).toBeNull();
    expect(parseLocalQueue({ ...good, index: -1 })).toBeNull();
    expect(parseLocalQueue({ ...good, trackIds: [1, 2] })).toBeNull();
    expect(parseLocalQueue({ ...good, tracks: [{ id: 'a' }] })).toBeNull();
  });

  test('ids without a stored track are left out', () => {
    const local = toLocalQueue(state(), NOW) as LocalQueue;
    const restored = restoreFromLocal({ ...local, tracks: [a, b] });
    expect(restored && ids(restored.playlist)).toEqual(['a', 'b']);
    expect(restored?.index).toBe(1);
  });
});

describe("what a member's saved queue becomes in the player", () => {
  const dto = (id: string, changes = {}) =>
    trackFixture({ id, title: `Title ${id}`, duration: 180, ...changes });
  const queue = (changes: Partial<ServerQueue> = {}): ServerQueue => ({
    track_ids: ['a', 'b', 'c'],
    tracks: [dto('a'), dto('b'), dto('c')],
    current_index: 1,
    position_s: 73.5,
    shuffle: false,
    repeat: 'off',
    updated_at: '2026-11-30T09:41:07.250Z',
    ...changes,
  });

  test('the tracks in the saved order, the current one at its position, paused modes as saved', () => {
    const restored = restoreFromServer(queue({ shuffle: true, repeat: 'one' }));
    expect(restored && ids(restored.playlist)).toEqual(['a', 'b', 'c']);
    expect(restored && ids(restored.originalPlaylist)).toEqual(['a', 'b', 'c']);
    expect(restored).toMatchObject({
      index: 1,
      position: 73.5,
      duration: 180,
      shuffling: true,
      looping: true,
    });
    expect(restored?.playlist[1]).toMatchObject({ title: 'Title b', audioUrl: null });
  });

  test("repeat 'all' and 'off' are the player without its loop (a playlist goes round anyway)", () => {
    expect(restoreFromServer(queue({ repeat: 'all' }))?.looping).toBe(false);
    expect(restoreFromServer(queue({ repeat: 'off' }))?.looping).toBe(false);
  });

  test('a track that repeats in the queue keeps its place', () => {
    const restored = restoreFromServer(
      queue({ track_ids: ['a', 'b', 'a'], tracks: [dto('a'), dto('b')], current_index: 2 }),
    );
    expect(restored && ids(restored.playlist)).toEqual(['a', 'b', 'a']);
    expect(restored?.index).toBe(2);
  });

  test('a locked current track is left out: the next one starts from its beginning', () => {
    const locked = dto('b', { access_type: 'soundcheck', access_granted: false });
    const restored = restoreFromServer(queue({ tracks: [dto('a'), locked, dto('c')] }));
    expect(restored && ids(restored.playlist)).toEqual(['a', 'c']);
    expect(restored).toMatchObject({ index: 1, position: 0 });
  });

  test('a position past the end of the track is its end', () => {
    expect(restoreFromServer(queue({ position_s: 999 }))?.position).toBe(180);
  });

  test('nothing saved (or nothing left) restores nothing', () => {
    const never = queue({ track_ids: [], tracks: [], current_index: 0, updated_at: null });
    expect(restoreFromServer(never)).toBeNull();
  });

  test('its saved form is what the player will save if nothing changes', () => {
    const restored = restoreFromServer(queue());
    const saved = restored && savedFormOf(restored);
    expect(saved).toMatchObject({ track_ids: ['a', 'b', 'c'], current_index: 1, position_s: 73.5 });
  });
});

describe("whose queue comes back: the account's or this browser's copy", () => {
  const dto = (id: string) => trackFixture({ id, title: `Title ${id}`, duration: 180 });
  const server: ServerQueue = {
    track_ids: ['a', 'b'],
    tracks: [dto('a'), dto('b')],
    current_index: 0,
    position_s: 10,
    shuffle: false,
    repeat: 'off',
    updated_at: '2026-11-30T09:00:00.000Z',
  };
  const copy = (savedAt: string, owner: string | null = 'u-1') =>
    toLocalQueue(state({ index: 2, progress: 33 }), new Date(savedAt), owner);
  const current = (restored: ReturnType<typeof restoreForMember>) =>
    restored && [restored.playlist[restored.index]?.id, restored.position];

  test("the account's, when it is the newer (another device saved since)", () => {
    expect(current(restoreForMember(server, copy('2026-11-30T08:59:59.000Z'), 'u-1'))).toEqual([
      'a',
      10,
    ]);
  });

  test('the copy, when it is the newer: the reload outran its own last save', () => {
    expect(current(restoreForMember(server, copy('2026-11-30T09:00:01.000Z'), 'u-1'))).toEqual([
      'c',
      33,
    ]);
  });

  test("the copy when the account's could not be read, or was never saved", () => {
    expect(current(restoreForMember(null, copy('2026-11-30T08:00:00.000Z'), 'u-1'))).toEqual([
      'c',
      33,
    ]);
    const never = { ...server, track_ids: [], tracks: [], updated_at: null };
    expect(current(restoreForMember(never, copy('2026-11-30T08:00:00.000Z'), 'u-1'))).toEqual([
      'c',
      33,
    ]);
  });

  test("never a visitor's queue or another account's copy", () => {
    const visitors = copy('2026-11-30T10:00:00.000Z', null);
    const others = copy('2026-11-30T10:00:00.000Z', 'u-2');
    expect(current(restoreForMember(server, visitors, 'u-1'))).toEqual(['a', 10]);
    expect(current(restoreForMember(server, others, 'u-1'))).toEqual(['a', 10]);
    expect(restoreForMember(null, others, 'u-1')).toBeNull();
  });

  test("a visitor gets this browser's queue, never an account's copy", () => {
    expect(current(restoreForVisitor(copy('2026-11-30T10:00:00.000Z', null)))).toEqual(['c', 33]);
    expect(restoreForVisitor(copy('2026-11-30T10:00:00.000Z', 'u-1'))).toBeNull();
    expect(restoreForVisitor(null)).toBeNull();
  });
});
