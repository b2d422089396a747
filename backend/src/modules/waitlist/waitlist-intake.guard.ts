import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import type { ArtistForm, FanForm } from './domain/waitlist-forms.js';
import { WaitlistIntake } from './waitlist-intake.js';
import { WaitlistThrottle } from './waitlist-throttle.js';

/**
 * Runs before the human-verification guard: counts the sign-up against its IP's limit, then
 * checks the rules the schema cannot state, so neither a throttled nor a mistaken form spends
 * its single-use token. The body reached here only after its JSON Schema passed.
 */
@Injectable()
abstract class WaitlistIntakeGuard implements CanActivate {
  constructor(
    private readonly throttle: WaitlistThrottle,
    protected readonly intake: WaitlistIntake,
  ) {}

  protected abstract readonly kind: 'artist' | 'fan';
  protected abstract check(body: unknown): Promise<unknown>;

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.throttle.submissionAttempted(this.kind, request.ip);
    await this.check(request.body);
    return true;
  }
}

@Injectable()
export class ArtistIntakeGuard extends WaitlistIntakeGuard {
  protected readonly kind = 'artist';
  protected check(body: unknown): Promise<unknown> {
    return this.intake.entryOf({ kind: 'artist', form: body as ArtistForm });
  }
}

@Injectable()
export class FanIntakeGuard extends WaitlistIntakeGuard {
  protected readonly kind = 'fan';
  protected check(body: unknown): Promise<unknown> {
    return this.intake.entryOf({ kind: 'fan', form: body as FanForm });
  }
}
