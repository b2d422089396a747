import { createEffect, createEvent, createStore, sample } from 'effector';
import { not } from 'patronum';
import { verifySecondFactor } from '../api/second-factor-api';
import { codeFailureMessage } from '../lib/code-failure';

/** The code prompt opened: an earlier error is forgotten. */
export const verificationOpened = createEvent();
/** A 6-digit code or a recovery code, as typed. */
export const codeSubmitted = createEvent<string>();

export const verifyCodeFx = createEffect(verifySecondFactor);

/** This session passed the second factor. */
export const codeVerified = verifyCodeFx.done;

export const $verificationError = createStore<string | null>(null);
export const $isVerifying = verifyCodeFx.pending;

sample({
  clock: codeSubmitted,
  filter: not($isVerifying),
  fn: (code) => code.trim(),
  target: verifyCodeFx,
});

$verificationError
  .on(verifyCodeFx.failData, (_, error) => codeFailureMessage(error))
  .reset(verificationOpened, codeSubmitted);
