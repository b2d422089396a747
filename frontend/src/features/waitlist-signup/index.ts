// Joining a waitlist (spec §2, §4, §5, §8): one form model for the artist and the fan forms, the
// human-verification widget, and the pieces both forms show. The pages own their fields.
export { fetchGenreNames } from './api/genre-names';
export { countryOptions } from './lib/country-options';
export { optionalText, optionOf, optionsOf, type WithBlanks, withoutBlanks } from './lib/form-text';
export type { VerifiedBody } from './lib/submission-decision';
export {
  type FieldError,
  SUBMISSION_FAILED_MESSAGE,
  UNEXPECTED_FAILURE_MESSAGE,
  VERIFICATION_REQUIRED_MESSAGE,
} from './lib/submission-failure';
export { verificationInvalidHandler } from './lib/verification-validity';
export {
  createWaitlistForm,
  type WaitlistFormModel,
  type WaitlistFormStatus,
  type WaitlistFormView,
} from './model/waitlist-form';
export { HoneypotField } from './ui/honeypot-field';
export { HumanVerification } from './ui/human-verification/human-verification';
export { VerificationFrame } from './ui/human-verification/verification-frame';
export { default as waitlistFormStyles } from './ui/waitlist-form.module.css';
export { WaitlistSubmit } from './ui/waitlist-submit';
export { WaitlistSuccess } from './ui/waitlist-success';
