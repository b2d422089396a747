import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Length, MaxLength } from 'class-validator';

import { DISPLAY_NAME_MAX_LENGTH } from '../../users/index.js';

const trim = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** Bounds what reaches the password hasher; the policy (8–128) is checked by the service. */
const PASSWORD_INPUT_MAX = 1024;
const EMAIL_MAX = 254;

export class LoginDto {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX })
  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(EMAIL_MAX)
  email!: string;

  @ApiProperty({ format: 'password' })
  @IsString()
  @IsNotEmpty({ message: 'Please enter your password.' })
  @MaxLength(PASSWORD_INPUT_MAX)
  password!: string;
}

export class RegisterDto extends LoginDto {
  @ApiProperty({ minLength: 1, maxLength: DISPLAY_NAME_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  @Length(1, DISPLAY_NAME_MAX_LENGTH, {
    message: `Display name must be 1 to ${DISPLAY_NAME_MAX_LENGTH} characters.`,
  })
  displayName!: string;

  @ApiProperty({ example: 'ENCORE-DEMO-2026', maxLength: 64 })
  @Transform(trim)
  @IsString()
  @Length(1, 64, { message: 'Please enter your invite code.' })
  inviteCode!: string;
}

export class ResetPasswordDto {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX })
  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(EMAIL_MAX)
  email!: string;
}

/** With a bearer token (changing a known password) or with the token from a reset mail. */
export class UpdatePasswordDto {
  @ApiProperty({ format: 'password', minLength: 8, maxLength: 128 })
  @IsString()
  @MaxLength(PASSWORD_INPUT_MAX)
  password!: string;

  @ApiPropertyOptional({ description: 'The token from the reset link (instead of a bearer token)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;

  @ApiPropertyOptional({ format: 'password', description: 'Checked when given' })
  @IsOptional()
  @IsString()
  @MaxLength(PASSWORD_INPUT_MAX)
  currentPassword?: string;
}
