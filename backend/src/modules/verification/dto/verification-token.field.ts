import { Field, type FieldOptions, type FieldSchema } from '../../../platform/http/index.js';
import { VERIFICATION_FAILED_MESSAGE } from '../verification.errors.js';

/** Room for a Turnstile token (at most 2048) and an ALTCHA payload (~300) with margin. */
export const VERIFICATION_TOKEN_MAX_CHARS = 4096;

/**
 * The request field that carries the verification token, `cfTurnstileToken` (the spec's name,
 * whatever the provider). A DTO guarded by HumanVerificationGuard declares it with
 * `@VerificationTokenField()` (or `@Field(VERIFICATION_TOKEN_FIELD.schema, …options)`). It is
 * optional in the schema so that a missing token reaches the guard (VERIFICATION.TOKEN_MISSING);
 * a non-string or over-long one fails the schema with the same text.
 */
export const VERIFICATION_TOKEN_FIELD = {
  name: 'cfTurnstileToken',
  schema: { type: 'string', maxLength: VERIFICATION_TOKEN_MAX_CHARS } satisfies FieldSchema,
  options: {
    optional: true,
    message: VERIFICATION_FAILED_MESSAGE,
    description:
      'Required: the human-verification token — the ALTCHA widget’s payload, or the Cloudflare Turnstile token when GET /api/public/verification/config says turnstile',
  } satisfies FieldOptions,
} as const;

export const VerificationTokenField = (): PropertyDecorator =>
  Field(VERIFICATION_TOKEN_FIELD.schema, VERIFICATION_TOKEN_FIELD.options);
