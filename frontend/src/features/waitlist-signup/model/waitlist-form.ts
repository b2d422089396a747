import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  type SubmissionDecision,
  type SubmissionRules,
  submissionDecision,
  type VerifiedBody,
} from '../lib/submission-decision';
import {
  type FieldError,
  mentionsVerification,
  submissionFailure,
} from '../lib/submission-failure';

/** Spec §4: editing, then submitting, then success (the form is replaced) or error (retry). */
export type WaitlistFormStatus = 'editing' | 'submitting' | 'success' | 'error';

/** What the form shows: its state, the message with the form, a field's error, and the button. */
export interface WaitlistFormView {
  status: WaitlistFormStatus;
  error: string | null;
  fieldError: FieldError | null;
  /** Spec §4: submit is disabled while submitting and while there is no verification token. */
  canSubmit: boolean;
}

export interface WaitlistFormOptions<Draft, Body> extends SubmissionRules<Draft, Body> {
  /** The call that sends a checked, verified submission. */
  send: (body: Body & VerifiedBody) => Promise<unknown>;
}

type Refusal = Extract<SubmissionDecision<unknown>, { kind: 'refused' }>;
const isRefusal = <Body>(decision: SubmissionDecision<Body>): decision is Refusal =>
  decision.kind === 'refused';

/**
 * One waitlist form's state (the artist and the fan forms differ only in their answers, their
 * rule and their call): thin wiring over `submissionDecision` and `submissionFailure`.
 */
export function createWaitlistForm<Draft, Body>(options: WaitlistFormOptions<Draft, Body>) {
  /** The person pressed submit with these answers. */
  const formSubmitted = createEvent<Draft>();
  /** The widget produced a token (a string) or reported expiry or an error (null). */
  const tokenChanged = createEvent<string | null>();
  /** The page was left: the next visit starts with an empty form. */
  const formClosed = createEvent();

  const sendFx = createEffect(options.send);

  const $status = createStore<WaitlistFormStatus>('editing');
  const $error = createStore<string | null>(null);
  const $fieldError = createStore<FieldError | null>(null);
  const $token = createStore<string | null>(null);
  /** Bumped when the widget must start over (its token was refused); the widget watches it. */
  const $widgetResets = createStore(0);

  const $view = combine(
    { status: $status, error: $error, fieldError: $fieldError, token: $token },
    ({ status, error, fieldError, token }): WaitlistFormView => ({
      status,
      error,
      fieldError,
      canSubmit: status !== 'submitting' && token !== null,
    }),
  );

  $token.on(tokenChanged, (_, token) => (token === '' ? null : token));

  const decided = sample({
    clock: formSubmitted,
    source: { token: $token, status: $status },
    filter: ({ status }) => status !== 'submitting' && status !== 'success',
    fn: ({ token }, draft) => submissionDecision(draft, token, options),
  });

  const refused = sample({ clock: decided, filter: isRefusal });
  $status.on(refused, () => 'error');
  $error.on(refused, (_, refusal) => refusal.message);
  $fieldError.on(refused, (_, refusal) => refusal.fieldError);

  type Sending = Extract<SubmissionDecision<Body>, { kind: 'send' }>;
  const sending = sample({
    clock: decided,
    filter: (decision): decision is Sending => decision.kind === 'send',
  });
  sample({ clock: sending, fn: (decision) => decision.body, target: sendFx });
  $status.on(sendFx, () => 'submitting');
  $error.reset(sendFx);
  $fieldError.reset(sendFx);

  $status.on(sendFx.done, () => 'success');

  const failed = sendFx.failData.map(submissionFailure);
  $status.on(failed, () => 'error');
  $error.on(failed, (_, failure) => failure.message);
  $fieldError.on(failed, (_, failure) => failure.fieldError);

  // A refused token cannot be used again: the widget starts over for a fresh one.
  const verificationRefused = sample({
    clock: failed,
    filter: (failure) => mentionsVerification(failure.message),
  });
  $token.on(verificationRefused, () => null);
  $widgetResets.on(verificationRefused, (resets) => resets + 1);

  for (const $store of [$status, $error, $fieldError, $token]) $store.reset(formClosed);

  return {
    formSubmitted,
    tokenChanged,
    formClosed,
    sendFx,
    $view,
    $token,
    $widgetResets,
  };
}

export type WaitlistFormModel = ReturnType<typeof createWaitlistForm>;
