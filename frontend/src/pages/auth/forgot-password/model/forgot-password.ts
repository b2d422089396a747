import { createEffect, createEvent, createStore, sample } from 'effector';
import { not } from 'patronum';
import { ApiError } from '@/shared/api';
import { requestPasswordReset } from '../api/request-password-reset';

export const forgotPasswordPageOpened = createEvent();
export const resetLinkRequested = createEvent<string>();

export const requestResetFx = createEffect(requestPasswordReset);

/** The confirmation once the request went through; the page then shows it instead of the form. */
export const $sentMessage = createStore<string | null>(null);
export const $resetError = createStore<string | null>(null);
export const $isSending = requestResetFx.pending;

/** Too many requests is worth explaining (wait); anything else gets the spec's text. */
function resetFailureMessage(error: Error): string {
  return error instanceof ApiError && error.status === 429 && error.serverMessage !== null
    ? error.serverMessage
    : 'Failed to send reset email';
}

sample({ clock: resetLinkRequested, filter: not($isSending), target: requestResetFx });

$sentMessage.on(requestResetFx.doneData, (_, message) => message).reset(forgotPasswordPageOpened);
$resetError
  .on(requestResetFx.failData, (_, error) => resetFailureMessage(error))
  .reset(forgotPasswordPageOpened, resetLinkRequested);
