import type { PlayerTrack } from '@/entities/player';
import { playerTrackFixture } from '@/entities/player/index.testing';
import { type PlayerQueueState, toSavedQueue } from './queue-state';
import { queueSaveFor, type SaveInput } from './save-target';

const [a, b] = ['a', 'b'].map((id) => playerTrackFixture({ id, duration: 200 })) as [
  PlayerTrack,
  PlayerTrack,
];
const state: PlayerQueueState = {
  playlist: [a, b],
  originalPlaylist: [a, b],
  index: 0,
  progress: 12,
  shuffling: false,
  looping: false,
};
const NOW = Date.parse('2026-11-30T09:41:07.250Z');
const input = (changes: Partial<SaveInput> = {}): SaveInput => ({
  state,
  listener: { kind: 'member', token: 'token-1', userId: 'u-1' },
  lastQueue: null,
  localBlocked: false,
  now: NOW,
  ...changes,
});

describe('where a save goes', () => {
  test('a member: to the account, with the token, stamped with when it was made', () => {
    expect(queueSaveFor(input())).toMatchObject({
      token: 'token-1',
      queue: {
        track_ids: ['a', 'b'],
        current_index: 0,
        position_s: 12,
        shuffle: false,
        repeat: 'off',
        updated_at: '2026-11-30T09:41:07.250Z',
      },
    });
  });

  test("a member: and a copy to this browser, the account's (a reload may outrun the save)", () => {
    expect(queueSaveFor(input())?.local).toMatchObject({
      owner: 'u-1',
      trackIds: ['a', 'b'],
      position: 12,
      savedAt: '2026-11-30T09:41:07.250Z',
    });
  });

  test('a visitor: to this browser only, tracks and all', () => {
    const save = queueSaveFor(input({ listener: { kind: 'visitor' } }));
    expect(save?.token).toBeNull();
    expect(save?.local?.owner).toBeNull();
    expect(save?.local?.tracks.map((track) => track.id)).toEqual(['a', 'b']);
  });

  test('nowhere: an unchanged state, an empty player, an unknown session', () => {
    const saved = toSavedQueue(state, new Date(0));
    expect(queueSaveFor(input({ lastQueue: saved }))).toBeNull();
    expect(queueSaveFor(input({ state: { ...state, playlist: [], index: -1 } }))).toBeNull();
    expect(queueSaveFor(input({ listener: null }))).toBeNull();
  });

  test('not to this browser for the queue of a member who logged out', () => {
    expect(queueSaveFor(input({ listener: { kind: 'visitor' }, localBlocked: true }))).toBeNull();
  });
});
