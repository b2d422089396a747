import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { not, or } from 'patronum';
import { fetchRole, signedIn, type SignedInSession } from '@/entities/session';
import { ROUTES } from '@/shared/config';
import { navigateFx } from '@/shared/lib/navigation';
import { isStorageWritable } from '@/shared/lib/token-storage';
import { logIn, type LoginCredentials } from '../api/log-in';
import { loginFailureMessage } from '../lib/login-failure-message';

export const STORAGE_RESTRICTED_MESSAGE =
  'Browser storage is restricted. Please ensure cookies are enabled and you are not in private browsing mode.';

export const loginPageOpened = createEvent();
export const loginSubmitted = createEvent<LoginCredentials>();

/** Takes the credentials only to hand them on: a login that cannot be stored is not attempted. */
export const checkStorageFx = createEffect((_credentials: LoginCredentials) => isStorageWritable());
export const logInFx = createEffect(logIn);
export const fetchRoleFx = createEffect(fetchRole);

export const $loginError = createStore<string | null>(null);
export const $isLoggingIn = or(checkStorageFx.pending, logInFx.pending, fetchRoleFx.pending);

/** The login reply, kept while its role is fetched. */
const $reply = createStore<SignedInSession | null>(null);

sample({ clock: loginSubmitted, filter: not($isLoggingIn), target: checkStorageFx });
sample({
  clock: checkStorageFx.done,
  filter: ({ result: writable }) => writable,
  fn: ({ params }) => params,
  target: logInFx,
});

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

// signedIn stores the tokens and sets the session; then the spec's landing page.
sample({ clock: sessionReady, target: signedIn });
sample({ clock: sessionReady, fn: () => ROUTES.discover, target: navigateFx });
$reply.reset(sessionReady);
