import { Injectable } from '@nestjs/common';

import type { AccessClaims } from '../../../platform/auth/index.js';
import { type SecondFactorState, SecondFactorRepository } from './second-factor.repository.js';

/** What a module that demands the second factor asks: enrolled, and passed in this session? */
@Injectable()
export class SecondFactorGate {
  constructor(private readonly repository: SecondFactorRepository) {}

  stateOf(caller: AccessClaims): Promise<SecondFactorState> {
    return this.repository.stateOf(caller.userId, caller.sessionId);
  }
}
