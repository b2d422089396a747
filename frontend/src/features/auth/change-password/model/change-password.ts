import { createEffect, createEvent, createStore, sample } from 'effector';
import { not } from 'patronum';
import { sessionEnded } from '@/entities/session';
import { failureMessage } from '@/shared/api';
import { type PasswordUpdate, updatePassword } from '../api/update-password';

export interface PasswordChange extends PasswordUpdate {
  /** The new password typed again; checked here and never sent. */
  confirmation: string;
}

export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match.';

export const passwordFormOpened = createEvent();
export const passwordChangeSubmitted = createEvent<PasswordChange>();

export const updatePasswordFx = createEffect(updatePassword);

export const $confirmationError = createStore<string | null>(null);
export const $passwordError = createStore<string | null>(null);
export const $isPasswordChanged = createStore(false);
export const $isChangingPassword = updatePasswordFx.pending;

const confirmed = sample({
  clock: passwordChangeSubmitted,
  filter: ({ password, confirmation }) => password === confirmation,
});
const mismatched = sample({
  clock: passwordChangeSubmitted,
  filter: ({ password, confirmation }) => password !== confirmation,
});

sample({
  clock: confirmed,
  filter: not($isChangingPassword),
  fn: ({ confirmation: _confirmation, ...update }): PasswordUpdate => update,
  target: updatePasswordFx,
});

$confirmationError
  .on(passwordChangeSubmitted, () => null)
  .on(mismatched, () => PASSWORDS_DIFFER_MESSAGE)
  .reset(passwordFormOpened);
$passwordError
  .on(updatePasswordFx.failData, (_, error) => failureMessage(error, 'Password update failed'))
  .reset(passwordFormOpened, passwordChangeSubmitted);
$isPasswordChanged
  .on(updatePasswordFx.done, () => true)
  .reset(passwordFormOpened, passwordChangeSubmitted);

// A reset link ends every session on the server, so the local one (if any) goes too.
sample({
  clock: updatePasswordFx.done,
  filter: ({ params }) => params.token !== undefined,
  target: sessionEnded,
});
