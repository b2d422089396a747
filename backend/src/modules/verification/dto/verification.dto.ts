import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import type { AltchaChallenge } from '../human-verifier.js';

/** An ALTCHA challenge in the shape the `altcha` widget fetches (v1 proof of work). */
export class AltchaChallengeDto implements AltchaChallenge {
  @ApiProperty({ enum: ['SHA-256'] }) algorithm!: 'SHA-256';

  @ApiProperty({ description: 'SHA-256 hex of salt + the secret number' })
  challenge!: string;

  @ApiProperty({ type: 'integer', description: 'The secret number is at most this' })
  maxnumber!: number;

  @ApiProperty({ description: 'Random hex, then `?expires=<unix seconds>&`' })
  salt!: string;

  @ApiProperty({ description: "HMAC-SHA-256 hex of the challenge with the server's key" })
  signature!: string;
}

/** Which widget the client loads before a guarded form is sent. */
export class VerificationConfigDto {
  @ApiProperty({ enum: ['altcha', 'turnstile'] }) provider!: 'altcha' | 'turnstile';

  @ApiPropertyOptional({
    description: 'ALTCHA: where the widget fetches its challenge',
    example: '/api/public/verification/challenge',
  })
  challengeUrl?: string;

  @ApiPropertyOptional({ description: 'Turnstile: the site key to render the widget with' })
  siteKey?: string;

  @ApiPropertyOptional({
    description: 'Turnstile: the action to render the widget with, when the server checks one',
  })
  action?: string;
}
