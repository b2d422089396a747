import { Injectable } from '@nestjs/common';
import type { Counter } from 'prom-client';

import { MetricsRegistry } from '../../platform/metrics/index.js';

/** Why a password was checked: a login, or a signed-in caller confirming theirs to change it. */
export type PasswordCheckPurpose = 'login' | 'change_password';

/**
 * `encore_auth_password_checks_total{purpose, result}` (docs/operations.md): every Argon2
 * verification the limits let through. A jump in mismatches is guessing; the limits' tests count
 * it to show that parallel guesses are not checked past the limits (issue 23).
 */
@Injectable()
export class AuthMetrics {
  private readonly passwordChecks: Counter<'purpose' | 'result'>;

  constructor(metrics: MetricsRegistry) {
    this.passwordChecks = metrics.counter({
      name: 'encore_auth_password_checks_total',
      help: 'Passwords verified against their Argon2 hash by this process, by purpose and result',
      labelNames: ['purpose', 'result'],
    });
  }

  passwordChecked(purpose: PasswordCheckPurpose, matched: boolean): void {
    this.passwordChecks.inc({ purpose, result: matched ? 'match' : 'mismatch' });
  }
}
