import { createEffect, createEvent, createStore, sample } from 'effector';
import { and, not, or } from 'patronum';
import { type AuthReply, landingPath, type SignedInSession, signedIn } from '@/entities/session';
import {
  asksForProof,
  createHumanVerification,
  VERIFICATION_REQUIRED_MESSAGE,
} from '@/features/waitlist-signup';
import { failureMessage } from '@/shared/api';
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
/**
 * The account was created: the form takes no other press until the page is opened again (a second
 * press while /discover loads would register again and be told the email is taken).
 */
const $registered = createStore(false);
export const $isRegistering = or(registerFx.pending, $registered);
/**
 * After many wrong invite codes from this address the server asks for a proof of work (ADR 0025,
 * issue 23): the form shows the widget, which solves by itself, and a press waits for it.
 */
export const $verificationRequired = createStore(false);
export const registrationVerification = createHumanVerification<Registration>();

sample({
  clock: registrationSubmitted,
  filter: and(not($isRegistering), not($verificationRequired)),
  target: registerFx,
});
sample({
  clock: registrationSubmitted,
  filter: and(not($isRegistering), $verificationRequired),
  target: registrationVerification.submitRequested,
});
sample({
  clock: registrationVerification.passed,
  fn: ({ payload, token }): Registration => ({ ...payload, cfTurnstileToken: token }),
  target: registerFx,
});
// A sent token is spent, whatever the answer.
sample({
  clock: registerFx.finally,
  filter: ({ params }) => params.cfTurnstileToken !== undefined,
  target: registrationVerification.tokenSpent,
});
sample({ clock: registerPageOpened, target: registrationVerification.closed });
$verificationRequired
  .on(registerFx.failData, (required, error) => required || asksForProof(error))
  .reset(registerPageOpened);

$fieldErrors
  .on(registerFx.failData, (_, error) => registrationFieldErrors(error))
  .reset(registerPageOpened, registrationSubmitted);
$registerError
  .on(registerFx.failData, (_, error) =>
    Object.keys(registrationFieldErrors(error)).length > 0
      ? null
      : failureMessage(error, 'Registration failed'),
  )
  // The widget failed while the press waited, or cannot run here (its box says which).
  .on(registrationVerification.refused, () => VERIFICATION_REQUIRED_MESSAGE)
  .reset(registerPageOpened, registrationSubmitted);
$registered.on(registerFx.done, () => true).reset(registerPageOpened);

// Spec §4: registration signs the user in, and redirects only if a token came back.
const sessionReturned = sample({
  clock: registerFx.doneData,
  filter: (reply: AuthReply): reply is SignedInSession => reply.tokens !== null,
});
sample({ clock: sessionReturned, target: signedIn });
// A listener on /discover; an artist (an approved artist waitlist entry's invite) in the studio.
sample({ clock: sessionReturned, fn: (reply) => landingPath(reply.role), target: navigateFx });

$isRegisteredWithoutSession
  .on(registerFx.doneData, (_, reply) => reply.tokens === null)
  .reset(registerPageOpened, registrationSubmitted);
