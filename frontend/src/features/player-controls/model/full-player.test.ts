import { allSettled, fork } from 'effector';
import { $currentIndex, $playlist } from '@/entities/player';
import { playerTrackFixture } from '@/entities/player/index.testing';
import { $isFullPlayerOpen, fullPlayerClosed, fullPlayerOpened } from './full-player';

describe('full player open state', () => {
  test('opens and closes while a track is loaded', async () => {
    const scope = fork({
      values: [
        [$playlist, [playerTrackFixture()]],
        [$currentIndex, 0],
      ],
    });

    await allSettled(fullPlayerOpened, { scope });
    expect(scope.getState($isFullPlayerOpen)).toBe(true);

    await allSettled(fullPlayerClosed, { scope });
    expect(scope.getState($isFullPlayerOpen)).toBe(false);
  });

  test('stays closed without a track', async () => {
    const scope = fork();
    await allSettled(fullPlayerOpened, { scope });
    expect(scope.getState($isFullPlayerOpen)).toBe(false);
  });
});
