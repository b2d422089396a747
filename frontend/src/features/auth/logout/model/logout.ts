import { createEffect, createEvent, createStore, sample } from 'effector';
import { not } from 'patronum';
import { sessionEnded } from '@/entities/session';
import { failureMessage } from '@/shared/api';
import type { RoutePath } from '@/shared/config';
import { logWarning } from '@/shared/lib/logger';
import { reloadToFx } from '@/shared/lib/navigation';
import { logOut } from '../api/log-out';

/** The user chose Logout; the page then reloads at `redirectTo` (desktop: /login, mobile: /). */
export const logoutRequested = createEvent<RoutePath>();

export const logOutFx = createEffect(logOut);
export const reportLogoutFailureFx = createEffect((error: Error) => {
  logWarning(failureMessage(error, 'Logout failed'), error);
});

const $redirectTo = createStore<RoutePath | null>(null).on(logoutRequested, (_, to) => to);
export const $isLoggingOut = logOutFx.pending;

sample({ clock: logoutRequested, filter: not(logOutFx.pending), target: logOutFx });

// Spec §4: the user is signed out even when the server call fails; the failure is only logged.
sample({ clock: logOutFx.failData, target: reportLogoutFailureFx });
sample({ clock: logOutFx.finally, target: sessionEnded });
// Clearing storage (sessionEnded, synchronous) happens in the same tick, before the page unloads.
sample({
  clock: logOutFx.finally,
  source: $redirectTo,
  filter: (to): to is RoutePath => to !== null,
  target: reloadToFx,
});
