// Joining a waitlist (spec §2, §4, §5, §8): one form model for the artist and the fan forms, the
// human-verification widget, and the pieces both forms show. The pages own their fields.
// The human verification is reusable by any form that needs a proof (the login, registration):
// `createHumanVerification<Answers>()` (token, phase, "submit when verified") + `HumanVerification`.
export { countryOptions } from './lib/country-options';
export { optionalText, optionOf, optionsOf, type WithBlanks, withoutBlanks } from './lib/form-text';
export {
  type VerificationPhase,
  VERIFYING_MESSAGE,
  type WidgetReport,
} from './lib/verification-phase';
export type { VerifiedBody } from './lib/verified-body';
export {
  type FieldError,
  SUBMISSION_FAILED_MESSAGE,
  UNEXPECTED_FAILURE_MESSAGE,
  VERIFICATION_REQUIRED_MESSAGE,
} from './lib/submission-failure';
export { asksForProof, VERIFICATION_REQUIRED_CODE } from './lib/proof-request';
export { verificationInvalidHandler } from './lib/verification-validity';
export {
  createHumanVerification,
  type HumanVerificationModel,
  type HumanVerificationWidgetSide,
} from './model/human-verification';
export {
  createWaitlistForm,
  type WaitlistFormModel,
  type WaitlistFormStatus,
  type WaitlistFormView,
} from './model/waitlist-form';
export { HoneypotField } from './ui/honeypot-field';
export { ProgressStatus } from './ui/progress-status';
export {
  HumanVerification,
  type HumanVerificationProps,
} from './ui/human-verification/human-verification';
export { VerificationFrame } from './ui/human-verification/verification-frame';
export { default as waitlistFormStyles } from './ui/waitlist-form.module.css';
export { WaitlistSubmit } from './ui/waitlist-submit';
export { WaitlistSuccess } from './ui/waitlist-success';
export type { VerificationStart } from './ui/human-verification/widget-control';
