import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { BearerAuthenticator } from '../../platform/auth/index.js';
import { type Role, toUserDto, UsersRepository } from '../users/index.js';
import { HumanVerification } from '../verification/index.js';
import { AuthErrors } from './auth.errors.js';
import { AuthMetrics } from './auth-metrics.js';
import { AuthSessions, type IssuedSession } from './auth-sessions.service.js';
import { AuthThrottle, throttled } from './auth-throttle.js';
import type { LoginDto, RegisterDto } from './dto/credentials.dto.js';
import type { AuthReplyDto, SessionReplyDto } from './dto/session.dto.js';
import { InviteCodesRepository } from './invite-codes.repository.js';
import { InviteGrants } from './invite-grants.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import { assertAcceptablePassword } from './password-rules.js';
import type { ClientInfo } from './sessions.repository.js';

/**
 * The session check runs every 5 minutes; an access token with less than this left is renewed
 * then (when the refresh cookie came along), so an open tab never holds an expired token.
 */
const RENEW_WHEN_SECONDS_LEFT = 6 * 60;

export interface Credentials {
  /** The bearer token, if the request had one. */
  accessToken: string | null;
  /** The refresh token from the httpOnly cookie, if any. */
  refreshToken: string | null;
}

@Injectable()
export class AuthService {
  /** Verified against when the email is unknown, so both failures cost one Argon2 verification. */
  private readonly decoyHash = hashPassword('decoy-password-for-unknown-emails');

  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly invites: InviteCodesRepository,
    private readonly grants: InviteGrants,
    private readonly sessions: AuthSessions,
    private readonly throttle: AuthThrottle,
    private readonly bearer: BearerAuthenticator,
    private readonly verification: HumanVerification,
    private readonly metrics: AuthMetrics,
  ) {}

  /**
   * The invite is the credential (ADR 0025, issue 23): a valid, unused code registers whatever
   * the address did before. Only the answers that could be abused are limited — wrong codes and
   * "this email is taken" — each reserved before it is given.
   */
  async register(input: RegisterDto, client: ClientInfo & { ip: string }): Promise<AuthReplyDto> {
    assertAcceptablePassword(input.password);
    const proofOffered = await this.verifyOfferedProof(input.cfTurnstileToken, client.ip);
    const refusal = await this.invites.refusalFor(this.em, input.inviteCode);
    if (refusal) {
      await this.throttle.wrongInviteAnswered(input.inviteCode, client.ip, proofOffered);
      throw refusal();
    }
    const passwordHash = await hashPassword(input.password);
    // One transaction: a duplicate email rolls back the invite use it would have cost, and an
    // artist's invite makes its account an artist with its profile, or nothing at all.
    const userId = await this.em.transactional(async (tx) => {
      const inviteId = await this.invites.redeem(tx, input.inviteCode);
      const id = await this.users.insert(tx, {
        email: input.email,
        passwordHash,
        displayName: input.displayName,
      });
      if (!id) {
        await this.throttle.takenEmailAnswered(client.ip);
        throw AuthErrors.EMAIL_TAKEN();
      }
      await this.grants.apply(tx, inviteId, id);
      return id;
    });
    return this.reply(await this.sessions.start(userId, client));
  }

  /**
   * Unknown email and wrong password: same work, same message, same failure counting. A pair
   * that failed too often waits (429 with the time); an account or address that failed often
   * asks for a solved proof of work before the password is even checked (ADR 0025). Each attempt
   * is reserved in those limits before its password is checked, so parallel guesses queue behind
   * each other's counts (issue 23).
   */
  async login(input: LoginDto, client: ClientInfo & { ip: string }): Promise<AuthReplyDto> {
    const proofOffered = await this.verifyOfferedProof(input.cfTurnstileToken, client.ip);
    const attempt = await this.throttle.reserveLogin(input.email, client.ip, proofOffered);
    if (attempt.kind === 'wait') throw throttled(AuthErrors.LOGIN_THROTTLED, attempt.seconds);
    if (attempt.kind === 'proof_required') throw AuthErrors.VERIFICATION_REQUIRED();
    // The attempt is counted as a failure from here on; a success gives it back.
    const user = await this.users.findByEmail(input.email);
    if (!(await this.passwordMatches(user?.passwordHash, input.password)) || !user) {
      await this.throttle.loginFailed(attempt);
      throw AuthErrors.INVALID_CREDENTIALS();
    }
    await this.throttle.loginSucceeded(input.email, client.ip);
    if (user.disabledAt !== null) throw AuthErrors.ACCOUNT_DISABLED();
    return this.reply(await this.sessions.start(user.id, client));
  }

  /**
   * Spends a proof of work the request carries (a bad, expired or reused one is the verification
   * module's 400); true when there was one. The forms send one only after the server asked.
   */
  private async verifyOfferedProof(token: string | undefined, ip: string): Promise<boolean> {
    if (!token) return false;
    await this.verification.verify(token, ip);
    return true;
  }

  /** Verifies against the decoy when there is no account, so both cost one Argon2 check. */
  private async passwordMatches(stored: string | undefined, password: string): Promise<boolean> {
    const matches = await verifyPassword(stored ?? (await this.decoyHash), password);
    this.metrics.passwordChecked('login', matches && stored !== undefined);
    return matches && stored !== undefined;
  }

  /**
   * The current session from a valid bearer token, renewed through the refresh cookie when the
   * token is about to expire; from the cookie alone when the token is missing or expired.
   */
  async current(credentials: Credentials): Promise<SessionReplyDto> {
    const live = await this.bearer.authenticate(credentials.accessToken);
    if (live && credentials.accessToken) {
      const secondsLeft = live.expiresAt - Date.now() / 1000;
      if (secondsLeft > RENEW_WHEN_SECONDS_LEFT || !credentials.refreshToken) {
        const dto = this.sessions.current(credentials.accessToken, live.expiresAt);
        return this.replyWithRole({ userId: live.userId, sessionId: live.sessionId, dto });
      }
    }
    if (!credentials.refreshToken) throw AuthErrors.NO_SESSION();
    return this.replyWithRole(await this.sessions.refresh(credentials.refreshToken));
  }

  async role(userId: string): Promise<Role> {
    const user = await this.users.findById(userId);
    if (!user) throw AuthErrors.NO_SESSION();
    return user.role;
  }

  /** Ends the session of the bearer token and the one of the refresh cookie (usually the same). */
  async logout(credentials: Credentials): Promise<void> {
    const claims = await this.bearer.authenticate(credentials.accessToken);
    if (claims) await this.sessions.end(claims.sessionId, 'logout');
    if (credentials.refreshToken) {
      await this.sessions.endByRefreshToken(credentials.refreshToken, 'logout');
    }
  }

  private async reply(issued: IssuedSession): Promise<AuthReplyDto> {
    const user = await this.users.findById(issued.userId);
    if (!user) throw AuthErrors.NO_SESSION();
    return { user: toUserDto(user), session: issued.dto };
  }

  private async replyWithRole(issued: IssuedSession): Promise<SessionReplyDto> {
    const { user, session } = await this.reply(issued);
    return { user, session, role: user.role };
  }
}
