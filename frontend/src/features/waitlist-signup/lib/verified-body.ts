import type { FieldError } from './submission-failure';

/** The body every waitlist call carries besides the form's answers (spec §3). */
export interface VerifiedBody {
  cfTurnstileToken: string;
}

export interface SubmissionRules<Draft, Body> {
  /** The form's own refusal before anything is sent (the artist form's rights box), or null. */
  check: (draft: Draft) => FieldError | null;
  /** The request body built from the answers. */
  build: (draft: Draft) => Body;
}

/** The request body: the built answers with the verification token (spec §3, `cfTurnstileToken`). */
export const verifiedBody = <Draft, Body>(
  draft: Draft,
  token: string,
  rules: Pick<SubmissionRules<Draft, Body>, 'build'>,
): Body & VerifiedBody => ({ ...rules.build(draft), cfTurnstileToken: token });
