import { createEffect, createEvent, createStore, sample } from 'effector';
import { not } from 'patronum';
import { toastShown } from '@/shared/lib/toast';
import {
  confirmEnrolment,
  type EnrolmentConfirmation,
  type EnrolmentStart,
  startEnrolment,
} from '../api/second-factor-api';
import { codeFailureMessage } from '../lib/code-failure';

/** Nothing under way; the QR code is shown; the recovery codes are shown (this once). */
export type EnrolmentStep = 'idle' | 'scan' | 'codes';

/** A screen that offers enrolment opened: whatever an earlier one left is forgotten. */
export const enrolmentOpened = createEvent();
export const enrolmentStarted = createEvent();
export const enrolmentCancelled = createEvent();
export const enrolmentCodeSubmitted = createEvent<string>();
export const recoveryCodesCopied = createEvent();
/** "I saved them": the codes leave the page for good. */
export const recoveryCodesSaved = createEvent();

export const startEnrolmentFx = createEffect(startEnrolment);
export const confirmEnrolmentFx = createEffect(confirmEnrolment);
export const copyTextFx = createEffect((text: string) => navigator.clipboard.writeText(text));

/** The app is on and this session passed (the server answered the first code). */
export const enrolmentConfirmed = confirmEnrolmentFx.doneData;

export const $enrolment = createStore<EnrolmentStart | null>(null);
export const $recoveryCodes = createStore<string[]>([]);
export const $enrolmentStep = createStore<EnrolmentStep>('idle');
export const $enrolmentError = createStore<string | null>(null);
export const $isStartingEnrolment = startEnrolmentFx.pending;
export const $isConfirmingEnrolment = confirmEnrolmentFx.pending;

/** The person said they kept the codes: the enrolment is over (and fired once). */
export const enrolmentCompleted = sample({
  clock: recoveryCodesSaved,
  source: $enrolmentStep,
  filter: (step) => step === 'codes',
  fn: (): void => undefined,
});

sample({
  clock: enrolmentStarted,
  filter: not($isStartingEnrolment),
  target: startEnrolmentFx,
});
sample({
  clock: enrolmentCodeSubmitted,
  filter: not($isConfirmingEnrolment),
  fn: (code) => code.trim(),
  target: confirmEnrolmentFx,
});

$enrolment
  .on(startEnrolmentFx.doneData, (_, start) => start)
  .reset(enrolmentOpened, enrolmentCancelled, confirmEnrolmentFx.done);
$recoveryCodes
  .on(enrolmentConfirmed, (_, reply: EnrolmentConfirmation) => reply.recovery_codes)
  .reset(enrolmentOpened, enrolmentCompleted);
$enrolmentStep
  .on(startEnrolmentFx.done, () => 'scan')
  .on(confirmEnrolmentFx.done, () => 'codes')
  .reset(enrolmentOpened, enrolmentCancelled, enrolmentCompleted);
$enrolmentError
  .on(startEnrolmentFx.failData, (_, error) => codeFailureMessage(error))
  .on(confirmEnrolmentFx.failData, (_, error) => codeFailureMessage(error))
  .reset(enrolmentOpened, enrolmentStarted, enrolmentCodeSubmitted, enrolmentCancelled);

sample({
  clock: recoveryCodesCopied,
  source: $recoveryCodes,
  fn: (codes) => codes.join('\n'),
  target: copyTextFx,
});
sample({
  clock: copyTextFx.done,
  fn: () => ({ kind: 'success' as const, text: 'Recovery codes copied.' }),
  target: toastShown,
});
sample({
  clock: copyTextFx.fail,
  fn: () => ({
    kind: 'error' as const,
    text: 'The codes could not be copied. Download them or write them down.',
  }),
  target: toastShown,
});
