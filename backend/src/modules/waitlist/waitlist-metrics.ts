import type { WaitlistKind } from '@encore/shared-rules';
import { Injectable } from '@nestjs/common';
import type { Counter } from 'prom-client';

import { MetricsRegistry } from '../../platform/metrics/index.js';

/** A sign-up form sent: a new entry, a repeat of an existing one, or the honeypot's catch. */
export type SignUpOutcome = 'new' | 'repeat' | 'honeypot';

/** `encore_waitlist_signups_total{list, outcome}` (docs/operations.md). */
@Injectable()
export class WaitlistMetrics {
  private readonly signUps: Counter<'list' | 'outcome'>;

  constructor(metrics: MetricsRegistry) {
    this.signUps = metrics.counter({
      name: 'encore_waitlist_signups_total',
      help: 'Waitlist sign-up forms accepted by this process, by list (artist, fan) and outcome',
      labelNames: ['list', 'outcome'],
    });
  }

  signedUp(list: WaitlistKind, outcome: SignUpOutcome): void {
    this.signUps.inc({ list, outcome });
  }
}
