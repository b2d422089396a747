import { Field } from '../../../platform/http/index.js';
import { DISPLAY_NAME_MAX_LENGTH } from '../../users/index.js';
import { VERIFICATION_TOKEN_FIELD } from '../../verification/index.js';

/** Bounds what reaches the password hasher; the policy (8–128) is checked by the service. */
const PASSWORD_INPUT_MAX = 1024;
const EMAIL_MAX = 254;
const INVITE_CODE_MAX = 64;

const email = () =>
  Field(
    { type: 'string', format: 'email', maxLength: EMAIL_MAX },
    { trim: true, message: { other: 'Please enter a valid email address.' } },
  );

class CredentialsDto {
  @email()
  email!: string;

  @Field(
    { type: 'string', format: 'password', minLength: 1, maxLength: PASSWORD_INPUT_MAX },
    { message: { required: 'Please enter your password.', length: 'Please enter your password.' } },
  )
  password!: string;
}

export class LoginDto extends CredentialsDto {
  @Field(VERIFICATION_TOKEN_FIELD.schema, {
    ...VERIFICATION_TOKEN_FIELD.options,
    description:
      'Needed only after AUTH.VERIFICATION_REQUIRED (many failed logins on the account or from the address): ' +
      'the human-verification token (the ALTCHA widget’s payload, or Turnstile’s token)',
  })
  cfTurnstileToken?: string;
}

export class RegisterDto extends CredentialsDto {
  @Field(
    { type: 'string', minLength: 1, maxLength: DISPLAY_NAME_MAX_LENGTH },
    { trim: true, message: `Display name must be 1 to ${DISPLAY_NAME_MAX_LENGTH} characters.` },
  )
  displayName!: string;

  @Field(
    { type: 'string', minLength: 1, maxLength: INVITE_CODE_MAX },
    { trim: true, message: 'Please enter your invite code.', example: 'ENCORE-DEMO-2026' },
  )
  inviteCode!: string;

  @Field(VERIFICATION_TOKEN_FIELD.schema, {
    ...VERIFICATION_TOKEN_FIELD.options,
    description:
      'Needed only after AUTH.VERIFICATION_REQUIRED (many wrong invite codes from the address or on the code): ' +
      'the human-verification token (the ALTCHA widget’s payload, or Turnstile’s token)',
  })
  cfTurnstileToken?: string;
}

export class ResetPasswordDto {
  @email()
  email!: string;
}

/**
 * With the token from a reset mail, or signed in: a bearer token and the current password (an
 * access token alone never changes a password).
 */
export class UpdatePasswordDto {
  @Field({ type: 'string', format: 'password', maxLength: PASSWORD_INPUT_MAX })
  password!: string;

  @Field(
    { type: 'string', maxLength: 200 },
    { optional: true, description: 'The token from the reset link (instead of a bearer token)' },
  )
  token?: string;

  @Field(
    { type: 'string', format: 'password', maxLength: PASSWORD_INPUT_MAX },
    {
      optional: true,
      description:
        'Required with a bearer token (not with a reset token); wrong ones count as failed logins',
    },
  )
  currentPassword?: string;
}
