import { ApiError } from '@/shared/api';

/** Spec §5: the client's refusal when the widget has not produced a token yet. */
export const VERIFICATION_REQUIRED_MESSAGE = 'Please complete the human verification step.';
/** Spec §8: a failed call without the server's own words, then anything else that went wrong. */
export const SUBMISSION_FAILED_MESSAGE = 'Submission failed';
export const UNEXPECTED_FAILURE_MESSAGE = 'Something went wrong.';

/** A message tied to one field of the form (a server 400 naming it, or the rights box). */
export interface FieldError {
  field: string;
  message: string;
}

export interface SubmissionFailure {
  message: string;
  fieldError: FieldError | null;
}

/**
 * What the form says about a failed call (spec §8): the server's error text, else "Submission
 * failed" for a reply without one, else "Something went wrong." (no reply at all). A 400 naming a
 * field (`details[0].field`) also marks that field.
 */
export function submissionFailure(error: unknown): SubmissionFailure {
  if (!(error instanceof ApiError)) {
    return { message: UNEXPECTED_FAILURE_MESSAGE, fieldError: null };
  }
  const message = error.serverMessage ?? SUBMISSION_FAILED_MESSAGE;
  const detail = error.details?.[0];
  const fieldError =
    detail === undefined || detail.field === ''
      ? null
      : { field: detail.field, message: detail.messages[0] ?? message };
  return { message, fieldError };
}

/** Spec §4: an error about verification clears the token and resets the widget. */
export const mentionsVerification = (message: string): boolean => /verif/i.test(message);
