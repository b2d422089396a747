import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { interval } from 'patronum';
import { SESSION_RECHECK_INTERVAL_MS } from '@/shared/config';
import {
  clearStoredTokens,
  readAccessToken,
  readRefreshToken,
  storeSessionTokens,
} from '@/shared/lib/token-storage';
import { fetchSession } from '../api/fetch-session';
import type { Role, SessionUser, SignedInSession } from '../api/session-reply';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';
export type SessionUserChanges = Partial<Pick<SessionUser, 'displayName' | 'avatarUrl'>>;

/** Checks now, then every 5 minutes until stopped. The app fires it once on start. */
export const sessionMonitoringStarted = createEvent();
export const sessionMonitoringStopped = createEvent();
/** One-off check. */
export const sessionCheckRequested = createEvent();
/** Login or registration succeeded: keep the tokens and sign the user in. */
export const signedIn = createEvent<SignedInSession>();
/** Logout, a failed check, or a password reset that ended every session: forget user and tokens. */
export const sessionEnded = createEvent();
/** The profile changed (display name, avatar), so the chrome shows it at once. */
export const sessionUserUpdated = createEvent<SessionUserChanges>();

// An expired access token can still be renewed by the refresh cookie, so either token is worth
// asking the server about; with neither there is nobody to ask about.
export const hasStoredTokensFx = createEffect(
  () => readAccessToken() !== null || readRefreshToken() !== null,
);
export const checkSessionFx = createEffect(fetchSession);
export const saveTokensFx = createEffect(storeSessionTokens);
export const clearStoredTokensFx = createEffect(clearStoredTokens);

export const $status = createStore<SessionStatus>('loading');
export const $user = createStore<SessionUser | null>(null);
export const $token = createStore<string | null>(null);
export const $role = createStore<Role | null>(null);
export const $isAdmin = $role.map((role) => role === 'admin');

const recheck = interval({
  timeout: SESSION_RECHECK_INTERVAL_MS,
  start: sessionMonitoringStarted,
  stop: sessionMonitoringStopped,
});

sample({
  clock: [sessionMonitoringStarted, sessionCheckRequested, recheck.tick],
  target: hasStoredTokensFx,
});
sample({ clock: hasStoredTokensFx.doneData, filter: Boolean, target: checkSessionFx });
sample({
  clock: hasStoredTokensFx.doneData,
  filter: (hasTokens) => !hasTokens,
  target: sessionEnded,
});

// Any failure or empty answer signs the user out (spec, section 4).
sample({ clock: checkSessionFx.fail, target: sessionEnded });

const sessionConfirmed = merge([checkSessionFx.doneData, signedIn]);

// Login and registration always bring new tokens; a check only when the server renewed them
// (then `refresh_token` is set; otherwise the stored access token is the one it accepted).
sample({ clock: signedIn, fn: ({ tokens }) => tokens, target: saveTokensFx });
sample({
  clock: checkSessionFx.doneData,
  filter: ({ tokens }) => tokens.refreshToken !== null,
  fn: ({ tokens }) => tokens,
  target: saveTokensFx,
});

$user
  .on(sessionConfirmed, (_, { user }) => user)
  .on(sessionUserUpdated, (user, changes) => (user === null ? null : { ...user, ...changes }));
$role.on(sessionConfirmed, (_, { role }) => role);
$token.on(sessionConfirmed, (_, { tokens }) => tokens.accessToken);
// A re-check keeps 'authenticated' while it runs, so guarded pages never flash a spinner.
$status.on(sessionConfirmed, () => 'authenticated').on(sessionEnded, () => 'anonymous');

$user.reset(sessionEnded);
$role.reset(sessionEnded);
$token.reset(sessionEnded);

sample({ clock: sessionEnded, target: clearStoredTokensFx });
