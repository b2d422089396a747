import { createEvent, sample } from 'effector';
import { playerEngineStarted } from '@/entities/player';
import { sessionMonitoringStarted } from '@/entities/session';
import { playbackAnalyticsStarted } from '@/features/track-playback-analytics';

/** Fired once by the entry point after the first render; every start-up job hangs off it. */
export const appStarted = createEvent();

sample({ clock: appStarted, target: sessionMonitoringStarted });
sample({ clock: appStarted, target: playbackAnalyticsStarted });
sample({ clock: appStarted, target: playerEngineStarted });
