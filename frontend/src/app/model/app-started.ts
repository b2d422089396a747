import { createEffect, createEvent, type EventCallable, sample } from 'effector';
import { playerEngineStarted } from '@/entities/player';
import { sessionMonitoringStarted } from '@/entities/session';
import { playbackAnalyticsStarted } from '@/features/track-playback-analytics';

/** Fired once by the entry point after the first render; every start-up job hangs off it. */
export const appStarted = createEvent();

sample({ clock: appStarted, target: sessionMonitoringStarted });
sample({ clock: appStarted, target: playbackAnalyticsStarted });
sample({ clock: appStarted, target: playerEngineStarted });

// The queue's sync (docs/adr/0048) is a chunk of its own, fetched once the app has started: the
// first screen's budget (scripts/check-bundle-budget.mjs) has no room for it.
const queueSyncLoadedFx = createEffect(
  async () => (await import('@/features/player-queue-sync')).playerQueueSyncStarted,
);
const queueSyncStartedFx = createEffect((start: EventCallable<void>) => {
  start();
});
sample({ clock: appStarted, target: queueSyncLoadedFx });
sample({ clock: queueSyncLoadedFx.doneData, target: queueSyncStartedFx });
