import { type FieldError, VERIFICATION_REQUIRED_MESSAGE } from './submission-failure';

/** The body every waitlist call carries besides the form's answers (spec §3). */
export interface VerifiedBody {
  cfTurnstileToken: string;
}

export type SubmissionDecision<Body> =
  | { kind: 'refused'; message: string; fieldError: FieldError | null }
  | { kind: 'send'; body: Body & VerifiedBody };

export interface SubmissionRules<Draft, Body> {
  /** The form's own refusal before anything is sent (the artist form's rights box), or null. */
  check: (draft: Draft) => FieldError | null;
  /** The request body built from the answers. */
  build: (draft: Draft) => Body;
}

/**
 * Whether a submit is sent (spec §5): the form's own rule first, then a verification token is
 * needed; otherwise the built body with the token.
 */
export function submissionDecision<Draft, Body>(
  draft: Draft,
  token: string | null,
  rules: SubmissionRules<Draft, Body>,
): SubmissionDecision<Body> {
  const refusal = rules.check(draft);
  if (refusal !== null) return { kind: 'refused', message: refusal.message, fieldError: refusal };
  if (token === null || token === '') {
    return { kind: 'refused', message: VERIFICATION_REQUIRED_MESSAGE, fieldError: null };
  }
  return { kind: 'send', body: { ...rules.build(draft), cfTurnstileToken: token } };
}
