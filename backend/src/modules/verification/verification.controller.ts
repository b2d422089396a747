import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { AltchaChallengeDto, VerificationConfigDto } from './dto/verification.dto.js';
import { CHALLENGE_PATH, CONFIG_PATH, VERIFICATION_BASE_PATH } from './verification.routes.js';
import { HumanVerification } from './verification.service.js';

/** Public: a visitor verifies before a guarded form (the waitlists) is sent. */
@ApiTags('verification')
@Controller(VERIFICATION_BASE_PATH)
export class VerificationController {
  constructor(private readonly verification: HumanVerification) {}

  @Get(CONFIG_PATH)
  // Changes only with a deployment; revalidated so a switched provider is seen at once.
  @Header('cache-control', 'no-cache')
  @ApiOperation({
    summary: 'Which human-verification widget to load',
    description:
      '`{ provider: "altcha", challengeUrl }` (the built-in proof of work) or `{ provider: "turnstile", siteKey, action? }`. ' +
      'Guarded forms send the widget’s token as `cfTurnstileToken` either way.',
  })
  @ApiOkResponse({ type: VerificationConfigDto })
  config(): VerificationConfigDto {
    return this.verification.widget;
  }

  @Get(CHALLENGE_PATH)
  // Every challenge is single use: never from a cache.
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'A fresh ALTCHA challenge (expires in 5 minutes)',
    description:
      'Signed with the server’s key; the widget solves it and its payload is sent once as `cfTurnstileToken`. ' +
      '404 VERIFICATION.CHALLENGE_NOT_OFFERED when the server uses Cloudflare Turnstile.',
  })
  @ApiOkResponse({ type: AltchaChallengeDto })
  challenge(): Promise<AltchaChallengeDto> {
    return this.verification.challenge() as Promise<AltchaChallengeDto>;
  }
}
