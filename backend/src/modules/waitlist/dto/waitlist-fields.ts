import {
  optionValues,
  WAITLIST_COUNTRIES,
  WAITLIST_HTTP_URL_PATTERN,
  WAITLIST_TEXT_LIMITS,
  type WaitlistOption,
} from '@encore/shared-rules';

import { Field } from '../../../platform/http/index.js';

/**
 * The `@Field` declarations the two forms share. Optional answers may be missing, null or blank
 * (''): all mean "not given". Text is trimmed before its rules are checked.
 */
type TextField = keyof typeof WAITLIST_TEXT_LIMITS;

/** A blank value or one matching `pattern` (which keeps its own anchors). */
const blankOr = (pattern: RegExp): RegExp => new RegExp(`^$|${pattern.source}`);

export const requiredText = (field: TextField, what: string) =>
  Field(
    { type: 'string', minLength: 1, maxLength: WAITLIST_TEXT_LIMITS[field] },
    {
      trim: true,
      message: {
        required: `Please enter ${what}.`,
        length: `Please enter ${what} (at most ${WAITLIST_TEXT_LIMITS[field]} characters).`,
      },
    },
  );

export const optionalText = (field: TextField, what: string, pattern?: RegExp, shape?: string) =>
  Field(
    {
      type: 'string',
      maxLength: WAITLIST_TEXT_LIMITS[field],
      nullable: true,
      ...(pattern ? { pattern: blankOr(pattern) } : {}),
    },
    {
      optional: true,
      trim: true,
      message: {
        length: `${what} must be at most ${WAITLIST_TEXT_LIMITS[field]} characters.`,
        ...(shape ? { pattern: `${what} must be ${shape}.` } : {}),
      },
    },
  );

export const optionalLink = (field: TextField, what: string) =>
  optionalText(field, what, WAITLIST_HTTP_URL_PATTERN, 'an http:// or https:// link');

export const emailField = () =>
  Field(
    { type: 'string', format: 'email', maxLength: WAITLIST_TEXT_LIMITS.email },
    {
      trim: true,
      message: {
        required: 'Please enter your email address.',
        other: 'Please enter a valid email address.',
      },
    },
  );

/** One choice from a fixed list (shared-rules), or none. */
export const optionalChoice = (list: readonly WaitlistOption[], what: string) =>
  Field(
    { type: 'string', enum: [...optionValues(list), '', null], nullable: true },
    {
      optional: true,
      message: {
        enum: `${what} must be one of the listed options.`,
        type: `${what} must be text.`,
      },
    },
  );

export const countryField = () =>
  Field(
    { type: 'string', enum: [...optionValues(WAITLIST_COUNTRIES), '', null], nullable: true },
    {
      optional: true,
      message: {
        enum: 'The country must be an ISO 3166-1 alpha-2 code from the list (such as GB).',
        type: 'The country must be text.',
      },
      description: 'ISO 3166-1 alpha-2 code (GET /api/public/waitlist/options lists them)',
    },
  );

export const checkbox = (description?: string) =>
  Field(
    { type: 'boolean', nullable: true },
    { optional: true, ...(description ? { description } : {}) },
  );

/** The honeypot: hidden from people by the form, so anything in it came from a script. */
export const honeypotField = () =>
  Field(
    { type: 'string', maxLength: 2000, nullable: true },
    { optional: true, description: 'Leave empty: a field the form hides from people' },
  );
