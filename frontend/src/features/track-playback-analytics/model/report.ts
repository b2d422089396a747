import { createEffect, createEvent, sample } from 'effector';
import { $sessionToken } from '@/entities/session';
import { logWarning } from '@/shared/lib/logger';
import { logPlay } from '../api/log-play';
import { readPlayEnvironment } from '../lib/play-environment';
import { buildPlayEvent, type PlayReport } from '../lib/play-event';

/** The tracker decided that something happened; it is sent at once with the page's details. */
export const playReported = createEvent<PlayReport>();

export const sendPlayEventFx = createEffect(
  ({ report, token }: { report: PlayReport; token: string | null }) =>
    logPlay(buildPlayEvent(report, readPlayEnvironment()), token),
);
/** Spec §8: an analytics failure is logged only; the listener is never told. */
export const logPlayFailureFx = createEffect((error: Error) => {
  logWarning('Analytics: the play event was not recorded', error);
});

sample({
  clock: playReported,
  source: $sessionToken,
  fn: (token, report) => ({ report, token }),
  target: sendPlayEventFx,
});
sample({ clock: sendPlayEventFx.failData, target: logPlayFailureFx });
