import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  type FieldError,
  mentionsVerification,
  submissionFailure,
  VERIFICATION_REQUIRED_MESSAGE,
} from '../lib/submission-failure';
import { type SubmissionRules, type VerifiedBody, verifiedBody } from '../lib/verified-body';
import { createHumanVerification } from './human-verification';

/**
 * Spec §4: editing, then submitting, then success (the form is replaced) or error (retry).
 * Issue 23 §4 adds `verifying`: submit was pressed before the proof was ready, and the form is
 * sent by itself once it is.
 */
export type WaitlistFormStatus = 'editing' | 'verifying' | 'submitting' | 'success' | 'error';

/** What the form shows: its state, the message with the form, a field's error, and the button. */
export interface WaitlistFormView {
  status: WaitlistFormStatus;
  error: string | null;
  fieldError: FieldError | null;
  /**
   * Whether the button takes a press: not while verifying or submitting (it shows which), and
   * not when the widget cannot run here (it is visibly disabled; the widget's box says why).
   */
  canSubmit: boolean;
}

export interface WaitlistFormOptions<Draft, Body> extends SubmissionRules<Draft, Body> {
  /** The call that sends a checked, verified submission. */
  send: (body: Body & VerifiedBody) => Promise<unknown>;
}

/**
 * One waitlist form's state (the artist and the fan forms differ only in their answers, their
 * rule and their call): the form's own rule, then its human verification (which holds a press
 * until the proof is ready), then the call and what its failure says.
 */
export function createWaitlistForm<Draft, Body>(options: WaitlistFormOptions<Draft, Body>) {
  /** The person pressed submit with these answers. */
  const formSubmitted = createEvent<Draft>();
  /** The page was left: the next visit starts with an empty form. */
  const formClosed = createEvent();

  const verification = createHumanVerification<Draft>();
  const sendFx = createEffect(options.send);

  const $status = createStore<Exclude<WaitlistFormStatus, 'verifying'>>('editing');
  const $error = createStore<string | null>(null);
  const $fieldError = createStore<FieldError | null>(null);

  const $view = combine(
    {
      status: $status,
      error: $error,
      fieldError: $fieldError,
      waiting: verification.$waiting,
      blocked: verification.$blocked,
    },
    ({ status, error, fieldError, waiting, blocked }): WaitlistFormView => ({
      status: waiting ? 'verifying' : status,
      error,
      fieldError,
      canSubmit: !waiting && !blocked && status !== 'submitting',
    }),
  );

  const pressed = sample({
    clock: formSubmitted,
    source: $status,
    filter: (status) => status !== 'submitting' && status !== 'success',
    fn: (_, draft) => draft,
  });

  // The form's own rule first: it needs no proof, and it withdraws a press that still waits.
  const checked = pressed.map((draft) => ({ draft, refusal: options.check(draft) }));
  const ownRefusal = sample({
    clock: checked,
    filter: ({ refusal }) => refusal !== null,
    fn: ({ refusal }) => refusal as FieldError,
  });
  $status.on(ownRefusal, () => 'error');
  $error.on(ownRefusal, (_, refusal) => refusal.message);
  $fieldError.on(ownRefusal, (_, refusal) => refusal);
  sample({ clock: ownRefusal, target: verification.submitCancelled });

  sample({
    clock: checked,
    filter: ({ refusal }) => refusal === null,
    fn: ({ draft }) => draft,
    target: verification.submitRequested,
  });
  $error.reset(verification.submitRequested);
  $fieldError.reset(verification.submitRequested);

  sample({
    clock: verification.passed,
    fn: ({ payload, token }) => verifiedBody(payload, token, options),
    target: sendFx,
  });
  // Spec §5's message when no proof could be had (the widget's box shows the reason).
  $status.on(verification.refused, () => 'error');
  $error.on(verification.refused, () => VERIFICATION_REQUIRED_MESSAGE);

  $status.on(sendFx, () => 'submitting');
  $status.on(sendFx.done, () => 'success');

  const failed = sendFx.failData.map(submissionFailure);
  $status.on(failed, () => 'error');
  $error.on(failed, (_, failure) => failure.message);
  $fieldError.on(failed, (_, failure) => failure.fieldError);

  // Spec §4: a refused token cannot be used again; the widget starts over for a fresh one.
  sample({
    clock: failed,
    filter: (failure) => mentionsVerification(failure.message),
    target: verification.tokenSpent,
  });

  for (const $store of [$status, $error, $fieldError]) $store.reset(formClosed);
  sample({ clock: formClosed, target: verification.closed });

  return { formSubmitted, formClosed, sendFx, verification, $view };
}

export type WaitlistFormModel = ReturnType<typeof createWaitlistForm>;
