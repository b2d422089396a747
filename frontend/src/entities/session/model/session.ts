import { createEffect, createEvent, createStore, sample } from 'effector';
import { interval } from 'patronum';
import { SESSION_RECHECK_INTERVAL_MS } from '@/shared/config';
import { clearStoredTokens, readAccessToken } from '@/shared/lib/token-storage';
import { fetchSession, type SessionUser } from '../api/fetch-session';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/** Checks now, then every 5 minutes until stopped. The app fires it once on start. */
export const sessionMonitoringStarted = createEvent();
export const sessionMonitoringStopped = createEvent();
/** One-off check, e.g. right after a login stored a new token. */
export const sessionCheckRequested = createEvent();

export const readStoredTokenFx = createEffect(readAccessToken);
export const checkSessionFx = createEffect(fetchSession);
export const clearStoredTokensFx = createEffect(clearStoredTokens);

export const $status = createStore<SessionStatus>('loading');
export const $user = createStore<SessionUser | null>(null);
export const $token = createStore<string | null>(null);
export const $role = createStore<string | null>(null);
export const $isAdmin = $role.map((role) => role === 'admin');

const signedOut = createEvent();

const recheck = interval({
  timeout: SESSION_RECHECK_INTERVAL_MS,
  start: sessionMonitoringStarted,
  stop: sessionMonitoringStopped,
});

sample({
  clock: [sessionMonitoringStarted, sessionCheckRequested, recheck.tick],
  target: readStoredTokenFx,
});

// No stored token means nobody to ask about: a visitor, without a round trip.
sample({
  clock: readStoredTokenFx.doneData,
  filter: (token): token is string => token !== null,
  target: checkSessionFx,
});

sample({
  clock: readStoredTokenFx.doneData,
  filter: (token) => token === null,
  target: signedOut,
});

// Any failure or empty answer signs the user out (spec, section 4).
sample({ clock: checkSessionFx.fail, target: signedOut });

$user.on(checkSessionFx.doneData, (_, reply) => reply.user);
$role.on(checkSessionFx.doneData, (_, reply) => reply.role);
$token.on(checkSessionFx.done, (_, { params }) => params);
// A re-check keeps 'authenticated' while it runs, so guarded pages never flash a spinner.
$status.on(checkSessionFx.done, () => 'authenticated').on(signedOut, () => 'anonymous');

$user.reset(signedOut);
$role.reset(signedOut);
$token.reset(signedOut);

sample({ clock: signedOut, target: clearStoredTokensFx });
