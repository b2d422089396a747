import { createEffect, createEvent, createStore, sample } from 'effector';
import { not } from 'patronum';
import { type AuthReply, type SignedInSession, signedIn } from '@/entities/session';
import { failureMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { navigateFx } from '@/shared/lib/navigation';
import { register, type Registration } from '../api/register';
import { type RegistrationFieldErrors, registrationFieldErrors } from '../lib/field-errors';

export const registerPageOpened = createEvent();
export const registrationSubmitted = createEvent<Registration>();

export const registerFx = createEffect(register);

/** The form-wide message; null while field messages explain the failure. */
export const $registerError = createStore<string | null>(null);
export const $fieldErrors = createStore<RegistrationFieldErrors>({});
/** The account exists but the reply signed nobody in: the page asks the user to log in. */
export const $isRegisteredWithoutSession = createStore(false);
export const $isRegistering = registerFx.pending;

sample({ clock: registrationSubmitted, filter: not($isRegistering), target: registerFx });

$fieldErrors
  .on(registerFx.failData, (_, error) => registrationFieldErrors(error))
  .reset(registerPageOpened, registrationSubmitted);
$registerError
  .on(registerFx.failData, (_, error) =>
    Object.keys(registrationFieldErrors(error)).length > 0
      ? null
      : failureMessage(error, 'Registration failed'),
  )
  .reset(registerPageOpened, registrationSubmitted);

// Spec §4: registration signs the user in, and redirects only if a token came back.
const sessionReturned = sample({
  clock: registerFx.doneData,
  filter: (reply: AuthReply): reply is SignedInSession => reply.tokens !== null,
});
sample({ clock: sessionReturned, target: signedIn });
sample({ clock: sessionReturned, fn: () => ROUTES.discover, target: navigateFx });

$isRegisteredWithoutSession
  .on(registerFx.doneData, (_, reply) => reply.tokens === null)
  .reset(registerPageOpened, registrationSubmitted);
