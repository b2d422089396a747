import { Module } from '@nestjs/common';

import { AppConfig } from '../../config/index.js';
import { AltchaVerifier } from './altcha/altcha-verifier.js';
import { chooseProvider } from './domain/provider-choice.js';
import { HumanVerificationGuard } from './human-verification.guard.js';
import { HumanVerifier } from './human-verifier.js';
import { TurnstileVerifier } from './turnstile/turnstile-verifier.js';
import { UsedTokens } from './used-tokens.js';
import { VerificationController } from './verification.controller.js';
import { HumanVerification } from './verification.service.js';

/**
 * Human verification (docs/adr/0020-human-verification.md): Cloudflare Turnstile when its keys are
 * set, else the built-in ALTCHA proof of work; every token single use. A module guarding a route
 * imports this one and puts `@UseGuards(HumanVerificationGuard)` on it.
 */
@Module({
  controllers: [VerificationController],
  providers: [
    {
      provide: HumanVerifier,
      inject: [AppConfig],
      useFactory: ({ env }: AppConfig): HumanVerifier => {
        const choice = chooseProvider(env);
        return choice.provider === 'turnstile'
          ? new TurnstileVerifier(choice)
          : new AltchaVerifier(choice);
      },
    },
    UsedTokens,
    HumanVerification,
    HumanVerificationGuard,
  ],
  exports: [HumanVerification, HumanVerificationGuard],
})
export class VerificationModule {}
