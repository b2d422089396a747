import { allSettled, createWatch, fork } from 'effector';
import { sessionMonitoringStopped } from '@/entities/session';
import { playerQueueSyncStarted } from '@/features/player-queue-sync';
import { appStarted } from './app-started';

test('the start fetches the player queue sync (a chunk of its own) and starts it in the scope', async () => {
  const scope = fork();
  const syncStarted = new Promise<void>((resolve) => {
    createWatch({
      unit: playerQueueSyncStarted,
      scope,
      fn: () => {
        resolve();
      },
    });
  });
  // Not awaited: the session's re-check interval keeps the start from ever settling.
  void allSettled(appStarted, { scope });
  await syncStarted;
  await allSettled(sessionMonitoringStopped, { scope });
});
