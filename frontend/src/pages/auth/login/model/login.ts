import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { not, or } from 'patronum';
import { fetchRole, signedIn, type SignedInSession } from '@/entities/session';
import { navigateFx } from '@/shared/lib/navigation';
import { isStorageWritable } from '@/shared/lib/token-storage';
import { type LoginAttempt, logIn, type LoginCredentials } from '../api/log-in';
import { landingPath } from '../lib/landing-path';
import { asksForVerification, loginAttempt } from '../lib/login-attempt';
import { loginFailureMessage } from '../lib/login-failure-message';

export const STORAGE_RESTRICTED_MESSAGE =
  'Browser storage is restricted. Please ensure cookies are enabled and you are not in private browsing mode.';

/** The page opened, with the checked place to return to (null: the role's landing, spec §2). */
export const loginPageOpened = createEvent<string | null>();
export const loginSubmitted = createEvent<LoginCredentials>();
/** The human-verification widget's token (null when it expired, failed or was reset). */
export const verificationTokenChanged = createEvent<string | null>();

/** Takes the attempt only to hand it on: a login that cannot be stored is not attempted. */
export const checkStorageFx = createEffect((_attempt: LoginAttempt) => isStorageWritable());
export const logInFx = createEffect(logIn);
export const fetchRoleFx = createEffect(fetchRole);

export const $loginError = createStore<string | null>(null);
export const $isLoggingIn = or(checkStorageFx.pending, logInFx.pending, fetchRoleFx.pending);
/** After many failed logins the server asks for a proof of work: the form shows the widget. */
export const $verificationRequired = createStore(false);
export const $verificationToken = createStore<string | null>(null);
/** Counts widget resets: a token is single use, so each sent one makes the widget start over. */
export const $verificationResets = createStore(0);

const $returnTo = createStore<string | null>(null);
/** The login reply, kept while its role is fetched. */
const $reply = createStore<SignedInSession | null>(null);

$returnTo.on(loginPageOpened, (_, returnTo) => returnTo);
$verificationToken.on(verificationTokenChanged, (_, token) => token);

sample({
  clock: loginSubmitted,
  source: $verificationToken,
  filter: not($isLoggingIn),
  fn: (token, credentials) => loginAttempt(credentials, token),
  target: checkStorageFx,
});
sample({
  clock: checkStorageFx.done,
  filter: ({ result: writable }) => writable,
  fn: ({ params }) => params,
  target: logInFx,
});

// A sent token is spent, whatever the answer.
const tokenSpent = sample({
  clock: logInFx.finally,
  filter: ({ params }) => params.cfTurnstileToken !== undefined,
});
$verificationToken.reset(tokenSpent, loginPageOpened);
$verificationResets.on(tokenSpent, (resets) => resets + 1);
$verificationRequired
  .on(logInFx.failData, (required, error) => required || asksForVerification(error))
  .reset(loginPageOpened);

$loginError
  .on(checkStorageFx.doneData, (_, writable) => (writable ? null : STORAGE_RESTRICTED_MESSAGE))
  .on(logInFx.failData, (_, error) => loginFailureMessage(error))
  .reset(loginPageOpened, loginSubmitted);

$reply.on(logInFx.doneData, (_, reply) => reply).reset(loginPageOpened);
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
