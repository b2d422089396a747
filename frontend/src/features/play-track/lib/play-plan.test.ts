import { planPlayAll, toggleOf } from './play-plan';
import { track } from '../testing/test-kit';

const FREE = track('free', { preview_url: 'previews/free.mp3' });
const FULL_ONLY = track('full-only');
const LOCKED = track('locked', { access_type: 'soundcheck', access_granted: false });
const OWNED = track('owned', {
  access_type: 'soundcheck',
  access_granted: true,
  preview_url: 'previews/owned.mp3',
});
const ALBUM = [LOCKED, FULL_ONLY, FREE, OWNED];

const ids = (tracks: readonly { id: string }[]) => tracks.map((item) => item.id);

describe('planPlayAll', () => {
  test('Play all: a member hears every track not locked, from the first of them, shuffle off', () => {
    const plan = planPlayAll({ tracks: ALBUM, shuffle: false }, true);
    expect(plan.kind).toBe('play');
    if (plan.kind !== 'play') return;
    expect(plan.track.id).toBe('full-only');
    expect(ids(plan.playlist)).toEqual(['full-only', 'free', 'owned']);
    expect(plan.shuffle).toBe(false);
  });

  test('Play all: a visitor hears the previews only', () => {
    const plan = planPlayAll({ tracks: ALBUM, shuffle: false }, false);
    expect(plan).toMatchObject({ kind: 'play', track: { id: 'free' } });
    if (plan.kind === 'play') expect(ids(plan.playlist)).toEqual(['free', 'owned']);
  });

  test('Shuffle starts at a random playable track and turns shuffle on', () => {
    expect(planPlayAll({ tracks: ALBUM, shuffle: true }, true, () => 0.99)).toMatchObject({
      kind: 'play',
      track: { id: 'owned' },
      shuffle: true,
    });
    expect(planPlayAll({ tracks: ALBUM, shuffle: true }, true, () => 0)).toMatchObject({
      track: { id: 'full-only' },
    });
  });

  test('nothing a visitor may hear asks them to log in; nothing unlocked plays nothing', () => {
    expect(planPlayAll({ tracks: [LOCKED, FULL_ONLY], shuffle: false }, false)).toEqual({
      kind: 'login-prompt',
    });
    expect(planPlayAll({ tracks: [LOCKED], shuffle: true }, false)).toEqual({ kind: 'nothing' });
    expect(planPlayAll({ tracks: [LOCKED], shuffle: false }, true)).toEqual({ kind: 'nothing' });
    expect(planPlayAll({ tracks: [], shuffle: false }, true)).toEqual({ kind: 'nothing' });
  });
});

describe('toggleOf', () => {
  const request = { tracks: ALBUM, startIndex: 1 };

  test('the track in the player pauses while it plays and resumes while paused', () => {
    expect(toggleOf(request, { trackId: 'full-only', playing: true, hasAudio: true })).toBe(
      'pause',
    );
    expect(toggleOf(request, { trackId: 'full-only', playing: false, hasAudio: true })).toBe(
      'resume',
    );
  });

  test('another track, no track, or one without an address plays as usual', () => {
    expect(toggleOf(request, { trackId: 'free', playing: true, hasAudio: true })).toBeNull();
    expect(toggleOf(request, null)).toBeNull();
    expect(toggleOf(request, { trackId: 'full-only', playing: false, hasAudio: false })).toBeNull();
    expect(toggleOf(request, { trackId: 'full-only', playing: true, hasAudio: false })).toBeNull();
  });
});
