import { studioReleaseFixture, studioTrackFixture } from '@/entities/release/index.testing';
import {
  buyersSentence,
  newTracksForBuyers,
  SOLD_TRACK_REASON,
  trackMarker,
  trackRemoval,
} from './sold-tracks';

describe('trackMarker', () => {
  test('a track buyers have is marked bought, whatever its state', () => {
    expect(trackMarker({ sold: true, state: 'ready' }, 12)).toBe('bought');
    expect(trackMarker({ sold: true, state: 'failed' }, 12)).toBe('bought');
  });

  test('a ready track they do not have yet is new for them', () => {
    expect(trackMarker({ sold: false, state: 'ready' }, 12)).toBe('new_for_buyers');
    expect(trackMarker({ sold: false, state: 'ready' }, 1)).toBe('new_for_buyers');
  });

  test('nothing without buyers, nor for a track that is not ready yet', () => {
    expect(trackMarker({ sold: false, state: 'ready' }, 0)).toBeNull();
    expect(trackMarker({ sold: false, state: 'processing' }, 12)).toBeNull();
    expect(trackMarker({ sold: false, state: 'awaiting_upload' }, 12)).toBeNull();
  });
});

describe('trackRemoval', () => {
  test('a draft’s track may go, unless buyers have it: then Remove says why', () => {
    expect(trackRemoval({ sold: false }, true)).toEqual({ kind: 'allowed' });
    expect(trackRemoval({ sold: true }, true)).toEqual({
      kind: 'refused',
      reason: 'Buyers have this track, so it stays. Add a new version as a new track.',
    });
    expect(SOLD_TRACK_REASON).toBe(
      'Buyers have this track, so it stays. Add a new version as a new track.',
    );
  });

  test('no Remove at all while tracks cannot change (published)', () => {
    expect(trackRemoval({ sold: false }, false)).toEqual({ kind: 'none' });
    expect(trackRemoval({ sold: true }, false)).toEqual({ kind: 'none' });
  });
});

describe('newTracksForBuyers', () => {
  test('the ready tracks buyers do not have, in their order', () => {
    const release = studioReleaseFixture({
      buyers: 3,
      tracks: [
        studioTrackFixture({ position: 3, title: 'C' }),
        studioTrackFixture({ position: 1, title: 'A', sold: true }),
        studioTrackFixture({ position: 2, title: 'B' }),
        studioTrackFixture({ position: 4, title: 'D', state: 'processing' }),
      ],
    });
    expect(newTracksForBuyers(release).map((track) => track.title)).toEqual(['B', 'C']);
  });

  test('none while nobody has bought the release', () => {
    expect(newTracksForBuyers(studioReleaseFixture({ buyers: 0 }))).toEqual([]);
  });
});

test('buyersSentence counts people', () => {
  expect(buyersSentence(1)).toBe('1 person bought this release');
  expect(buyersSentence(12)).toBe('12 people bought this release');
  expect(buyersSentence(1_250)).toBe('1,250 people bought this release');
});
