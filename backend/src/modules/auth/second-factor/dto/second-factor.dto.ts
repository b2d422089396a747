import { ApiProperty } from '@nestjs/swagger';

import { Field } from '../../../../platform/http/index.js';

const SIX_DIGITS = /^\d{6}$/;
/** A 6-digit code or a recovery code as typed (`xxxx-xxxx-xxxx-xxxx`, any case or spacing). */
const CODE_OR_RECOVERY = /^[0-9A-Za-z][0-9A-Za-z -]{4,30}[0-9A-Za-z]$/;

export class ConfirmEnrolmentDto {
  @Field(
    { type: 'string', minLength: 6, maxLength: 6, pattern: SIX_DIGITS },
    {
      trim: true,
      message: 'Enter the 6-digit code from your authenticator app.',
      example: '123456',
    },
  )
  code!: string;
}

export class SecondFactorCodeDto {
  @Field(
    { type: 'string', minLength: 6, maxLength: 32, pattern: CODE_OR_RECOVERY },
    {
      trim: true,
      message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
      description: 'The current 6-digit code, or one of the recovery codes (each works once)',
      example: '123456',
    },
  )
  code!: string;
}

export class EnrolmentStartReplyDto {
  @ApiProperty({
    description:
      'The base32 secret, for typing into an app that cannot scan; shown only while the enrolment waits for its first code',
  })
  secret!: string;
  @ApiProperty({ example: 'otpauth://totp/Encore:ada%40example.com?secret=…&issuer=Encore' })
  otpauth_uri!: string;
  @ApiProperty({ description: 'The otpauth URI as a QR code, a data:image/png;base64 URL' })
  qr_code!: string;
}

export class SecondFactorStatusDto {
  @ApiProperty({ description: 'Whether the account has an authenticator app set up' })
  enrolled!: boolean;
  @ApiProperty({
    enum: ['passed', 'not_passed'],
    description: 'Whether this session has passed the second factor',
  })
  second_factor!: 'passed' | 'not_passed';
  @ApiProperty({ description: 'Unused recovery codes' })
  recovery_codes_left!: number;
}

export class EnrolmentConfirmReplyDto extends SecondFactorStatusDto {
  @ApiProperty({
    type: [String],
    description: 'Ten single-use recovery codes: shown this once, stored only as hashes',
  })
  recovery_codes!: string[];
}
