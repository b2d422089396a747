import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { not } from 'patronum';
import { toastShown } from '@/shared/lib/toast';
import {
  disableSecondFactor,
  fetchSecondFactorStatus,
  type SecondFactorStatus,
} from '../api/second-factor-api';
import { codeFailureMessage } from '../lib/code-failure';
import { enrolmentConfirmed, enrolmentOpened } from './enrolment';

export type StatusState = 'loading' | 'ready' | 'failed';

/** The two-step sign-in settings opened (the profile dashboard, the admin Security page). */
export const settingsOpened = createEvent();
export const statusRetried = createEvent();
export const disableRequested = createEvent();
export const disableCancelled = createEvent();
export const disableSubmitted = createEvent<string>();

export const fetchStatusFx = createEffect(fetchSecondFactorStatus);
export const disableFx = createEffect(disableSecondFactor);

/** The app is off: the account's recovery codes and every session's mark are gone. */
export const secondFactorDisabled = disableFx.done;

export const $secondFactorStatus = createStore<SecondFactorStatus | null>(null);
export const $statusState = createStore<StatusState>('loading');
export const $isDisableFormOpen = createStore(false);
export const $disableError = createStore<string | null>(null);
export const $isDisabling = disableFx.pending;

const statusRequested = merge([settingsOpened, statusRetried]);
sample({ clock: statusRequested, target: fetchStatusFx });
sample({ clock: settingsOpened, target: enrolmentOpened });
sample({
  clock: disableSubmitted,
  filter: not($isDisabling),
  fn: (code) => code.trim(),
  target: disableFx,
});

$secondFactorStatus
  .on(fetchStatusFx.doneData, (_, status) => status)
  .on(enrolmentConfirmed, (_, { enrolled, second_factor, recovery_codes_left }) => ({
    enrolled,
    second_factor,
    recovery_codes_left,
  }))
  .on(disableFx.doneData, (_, status) => status);
$statusState
  .on(statusRequested, () => 'loading')
  .on(fetchStatusFx.done, () => 'ready')
  .on(fetchStatusFx.fail, () => 'failed');
$isDisableFormOpen
  .on(disableRequested, () => true)
  .reset(settingsOpened, disableCancelled, disableFx.done);
$disableError
  .on(disableFx.failData, (_, error) => codeFailureMessage(error))
  .reset(settingsOpened, disableRequested, disableCancelled, disableSubmitted);

sample({
  clock: secondFactorDisabled,
  fn: () => ({ kind: 'success' as const, text: 'Two-step sign-in is off.' }),
  target: toastShown,
});
