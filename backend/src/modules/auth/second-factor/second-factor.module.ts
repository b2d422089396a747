import { Module } from '@nestjs/common';

import { UsersModule } from '../../users/index.js';
import { SecondFactorController } from './second-factor.controller.js';
import { SecondFactorGate } from './second-factor-gate.js';
import { SecondFactorRepository } from './second-factor.repository.js';
import { SecondFactorService } from './second-factor.service.js';
import { SecondFactorThrottle } from './second-factor-throttle.js';
import { SecretBox } from './secret-box.js';

/** TOTP second factor: enrolment and verification routes, and the gate other modules ask. */
@Module({
  imports: [UsersModule],
  controllers: [SecondFactorController],
  providers: [
    SecondFactorService,
    SecondFactorRepository,
    SecondFactorThrottle,
    SecondFactorGate,
    SecretBox,
  ],
  exports: [SecondFactorGate],
})
export class SecondFactorModule {}
