import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { and, not, or } from 'patronum';
import { fetchRole, landingPath, signedIn, type SignedInSession } from '@/entities/session';
import {
  asksForProof,
  createHumanVerification,
  VERIFICATION_REQUIRED_MESSAGE,
} from '@/features/waitlist-signup';
import { navigateFx } from '@/shared/lib/navigation';
import { isStorageWritable } from '@/shared/lib/token-storage';
import { type LoginAttempt, logIn, type LoginCredentials } from '../api/log-in';
import { loginAttempt } from '../lib/login-attempt';
import { loginFailureMessage } from '../lib/login-failure-message';

export const STORAGE_RESTRICTED_MESSAGE =
  'Browser storage is restricted. Please ensure cookies are enabled and you are not in private browsing mode.';

/** The page opened, with the checked place to return to (null: the role's landing, spec §2). */
export const loginPageOpened = createEvent<string | null>();
export const loginSubmitted = createEvent<LoginCredentials>();

/** Takes the attempt only to hand it on: a login that cannot be stored is not attempted. */
export const checkStorageFx = createEffect((_attempt: LoginAttempt) => isStorageWritable());
export const logInFx = createEffect(logIn);
export const fetchRoleFx = createEffect(fetchRole);

export const $loginError = createStore<string | null>(null);
/**
 * A login went through: the form takes no other until the page is opened again. The landing page
 * may take a moment to load, and a second press in that moment started a second session, which
 * the app then kept: an admin's code had passed the first one, so the admin area asked again and
 * refused the same code as used (issue 23 §3, ADR 0031).
 */
const $loggedIn = createStore(false);
/** Also true from a login's success until the landing page replaces the form. */
export const $isLoggingIn = or(
  checkStorageFx.pending,
  logInFx.pending,
  fetchRoleFx.pending,
  $loggedIn,
);
/** After many failed logins the server asks for a proof of work: the form shows the widget. */
export const $verificationRequired = createStore(false);
/**
 * That proof: the widget solves it by itself, and a press of "Log in" before it is ready waits
 * for it (issue 23 §4). A token is single use, so the widget starts afresh after each attempt.
 */
export const loginVerification = createHumanVerification<LoginCredentials>();

const $returnTo = createStore<string | null>(null);
/** The login reply, kept while its role is fetched. */
const $reply = createStore<SignedInSession | null>(null);

$returnTo.on(loginPageOpened, (_, returnTo) => returnTo);

sample({
  clock: loginSubmitted,
  filter: and(not($isLoggingIn), not($verificationRequired)),
  fn: (credentials) => loginAttempt(credentials, null),
  target: checkStorageFx,
});
sample({
  clock: loginSubmitted,
  filter: and(not($isLoggingIn), $verificationRequired),
  target: loginVerification.submitRequested,
});
sample({
  clock: loginVerification.passed,
  fn: ({ payload, token }) => loginAttempt(payload, token),
  target: checkStorageFx,
});
sample({
  clock: checkStorageFx.done,
  filter: ({ result: writable }) => writable,
  fn: ({ params }) => params,
  target: logInFx,
});

// A sent token is spent, whatever the answer.
sample({
  clock: logInFx.finally,
  filter: ({ params }) => params.cfTurnstileToken !== undefined,
  target: loginVerification.tokenSpent,
});
sample({ clock: loginPageOpened, target: loginVerification.closed });
$verificationRequired
  .on(logInFx.failData, (required, error) => required || asksForProof(error))
  .reset(loginPageOpened);

$loginError
  .on(checkStorageFx.doneData, (_, writable) => (writable ? null : STORAGE_RESTRICTED_MESSAGE))
  .on(logInFx.failData, (_, error) => loginFailureMessage(error))
  // The widget failed while the press waited, or cannot run here (its box says which).
  .on(loginVerification.refused, () => VERIFICATION_REQUIRED_MESSAGE)
  .reset(loginPageOpened, loginSubmitted);

$reply.on(logInFx.doneData, (_, reply) => reply).reset(loginPageOpened);
$loggedIn.on(logInFx.done, () => true).reset(loginPageOpened);
sample({ clock: logInFx.doneData, fn: ({ tokens }) => tokens.accessToken, target: fetchRoleFx });

// Spec: the role comes from the role endpoint; if that call fails, the login reply's role stands.
const sessionReady = merge([
  sample({
    clock: fetchRoleFx.doneData,
    source: $reply,
    filter: Boolean,
    fn: (reply, role): SignedInSession => ({ ...reply, role }),
  }),
  sample({ clock: fetchRoleFx.fail, source: $reply, filter: Boolean }),
]);

// signedIn stores the tokens and sets the session; then back to where the visitor was, or the
// role's landing page for a plain login (spec §2: admin, artist, else /discover).
sample({ clock: sessionReady, target: signedIn });
sample({
  clock: sessionReady,
  source: $returnTo,
  fn: (returnTo, { role }) => returnTo ?? landingPath(role),
  target: navigateFx,
});
$reply.reset(sessionReady);
