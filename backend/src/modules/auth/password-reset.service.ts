import { InjectQueue } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';

import { AppConfig } from '../../config/index.js';
import type { AccessClaims } from '../../platform/auth/index.js';
import { PlatformErrors } from '../../platform/http/index.js';
import { Mailer } from '../../platform/mail/index.js';
import { UsersRepository } from '../users/index.js';
import { AuthErrors } from './auth.errors.js';
import { AuthMetrics } from './auth-metrics.js';
import { AuthSessions } from './auth-sessions.service.js';
import { AuthThrottle, throttled } from './auth-throttle.js';
import type { UpdatePasswordDto } from './dto/credentials.dto.js';
import { RESET_TOKEN_TTL_MINUTES } from './domain/reset-policy.js';
import { passwordResetMail } from './password-reset-mail.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { assertAcceptablePassword } from './password-rules.js';
import { hashToken, newOpaqueToken } from './token-secrets.js';

const RESET_TOKEN_BYTES = 16; // 128 bits

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly sessions: AuthSessions,
    private readonly throttle: AuthThrottle,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
    @InjectQueue('auth') private readonly queue: Queue,
    private readonly metrics: AuthMetrics,
  ) {}

  /**
   * Queues the mail without looking the account up, so the reply (and its timing) is the same
   * whether or not the email belongs to someone. An account that has had its share of mails gets
   * none (the reply is the same): see domain/reset-policy.ts.
   */
  async request(email: string, ip: string): Promise<void> {
    if (await this.throttle.resetRequested(email, ip)) {
      await this.queue.add('password-reset-mail', { email });
    }
  }

  /** The worker's half: a single-use token, stored hashed, mailed as a link to /update-password. */
  async sendResetMail(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) {
      this.logger.log('password reset requested for an email with no account');
      return;
    }
    const token = newOpaqueToken(RESET_TOKEN_BYTES);
    await this.em.execute(
      `insert into password_reset_tokens (user_id, token_hash, expires_at)
       values (?, ?, now() + make_interval(mins => ?))`,
      [user.id, hashToken(token), RESET_TOKEN_TTL_MINUTES],
    );
    const link = new URL('/update-password', this.config.env.PUBLIC_URL);
    link.searchParams.set('token', token);
    await this.mailer.send(
      passwordResetMail(user.email, user.displayName, link.toString(), RESET_TOKEN_TTL_MINUTES),
    );
  }

  /**
   * Sets a new password with a reset token (then every session ends) or as the signed-in user
   * with the current password (then every other session ends). A wrong current password counts
   * as a failed login of the account from the caller's address, and waits like one.
   */
  async updatePassword(
    input: UpdatePasswordDto,
    caller: AccessClaims | null,
    ip: string,
  ): Promise<void> {
    assertAcceptablePassword(input.password);
    if (input.token !== undefined) {
      const userId = await this.consumeResetToken(input.token);
      await this.setPassword(userId, input.password, null);
      return;
    }
    if (!caller) throw PlatformErrors.AUTH_REQUIRED();
    if (!input.currentPassword) throw AuthErrors.CURRENT_PASSWORD_REQUIRED();
    const user = await this.users.findById(caller.userId);
    if (!user) throw PlatformErrors.AUTH_REQUIRED();
    // The caller holds a session, so no proof of work; waits and ceilings apply as to logins.
    const attempt = await this.throttle.reserveLogin(user.email, ip, true);
    if (attempt.kind === 'wait') throw throttled(AuthErrors.LOGIN_THROTTLED, attempt.seconds);
    const matches = await verifyPassword(user.passwordHash, input.currentPassword);
    this.metrics.passwordChecked('change_password', matches);
    if (!matches) {
      await this.throttle.loginFailed(attempt);
      throw AuthErrors.CURRENT_PASSWORD_WRONG();
    }
    await this.throttle.loginSucceeded(user.email, ip);
    await this.setPassword(caller.userId, input.password, caller.sessionId);
  }

  private async consumeResetToken(token: string): Promise<string> {
    const [row] = await this.em.execute<{ user_id: string }[]>(
      `update password_reset_tokens set used_at = now()
       where token_hash = ? and used_at is null and expires_at > now()
       returning user_id`,
      [hashToken(token)],
    );
    if (!row) throw AuthErrors.RESET_TOKEN_INVALID();
    return row.user_id;
  }

  private async setPassword(
    userId: string,
    password: string,
    keepSessionId: string | null,
  ): Promise<void> {
    await this.users.setPasswordHash(userId, await hashPassword(password));
    // Any other outstanding reset link would otherwise still change the new password.
    await this.em.execute(
      'update password_reset_tokens set used_at = now() where user_id = ? and used_at is null',
      [userId],
    );
    await this.sessions.endAllForUser(userId, 'password_changed', keepSessionId);
  }
}
