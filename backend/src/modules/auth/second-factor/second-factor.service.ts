import { Injectable } from '@nestjs/common';
import QRCode from 'qrcode';

import { AppConfig } from '../../../config/index.js';
import type { AccessClaims } from '../../../platform/auth/index.js';
import { PlatformErrors } from '../../../platform/http/index.js';
import { UsersRepository } from '../../users/index.js';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newRecoverySalt,
  normaliseRecoveryCode,
  recoveryCodeMatches,
} from './domain/recovery-codes.js';
import { checkTotp, newTotpSecret, otpauthUri, TOTP_CODE_PATTERN } from './domain/totp.js';
import type {
  EnrolmentConfirmReplyDto,
  EnrolmentStartReplyDto,
  SecondFactorStatusDto,
} from './dto/second-factor.dto.js';
import { SecondFactorErrors } from './second-factor.errors.js';
import { type Enrolment, SecondFactorRepository } from './second-factor.repository.js';
import { SecondFactorThrottle } from './second-factor-throttle.js';
import { SecretBox } from './secret-box.js';

/** TOTP enrolment, verification and removal for the signed-in caller (docs/adr/0031). */
@Injectable()
export class SecondFactorService {
  constructor(
    private readonly repository: SecondFactorRepository,
    private readonly throttle: SecondFactorThrottle,
    private readonly box: SecretBox,
    private readonly users: UsersRepository,
    private readonly config: AppConfig,
  ) {}

  async status(caller: AccessClaims): Promise<SecondFactorStatusDto> {
    const [state, left] = await Promise.all([
      this.repository.stateOf(caller.userId, caller.sessionId),
      this.repository.recoveryCodesLeft(caller.userId),
    ]);
    return {
      enrolled: state.enrolled,
      second_factor: state.passed ? 'passed' : 'not_passed',
      recovery_codes_left: state.enrolled ? left : 0,
    };
  }

  /** A new secret for the caller's app; the secret leaves the server only until it is confirmed. */
  async startEnrolment(caller: AccessClaims): Promise<EnrolmentStartReplyDto> {
    const user = await this.users.findById(caller.userId);
    if (!user) throw PlatformErrors.AUTH_REQUIRED();
    const secret = newTotpSecret();
    if (!(await this.repository.savePending(caller.userId, this.box.seal(secret)))) {
      throw SecondFactorErrors.ALREADY_ENROLLED();
    }
    const uri = otpauthUri(this.config.env.TOTP_ISSUER, user.email, secret);
    return { secret, otpauth_uri: uri, qr_code: await QRCode.toDataURL(uri, { margin: 2 }) };
  }

  /** The app's first code enables the enrolment, passes this session and makes recovery codes. */
  async confirmEnrolment(caller: AccessClaims, code: string): Promise<EnrolmentConfirmReplyDto> {
    const enrolment = await this.repository.find(caller.userId);
    if (!enrolment) throw SecondFactorErrors.ENROLMENT_NOT_STARTED();
    if (enrolment.enabled) throw SecondFactorErrors.ALREADY_ENROLLED();
    await this.throttle.reserve(caller.userId);
    const secret = this.box.open(enrolment.secretSealed);
    const verdict = secret ? await checkTotp(secret, code, null) : { kind: 'wrong' as const };
    if (verdict.kind !== 'accepted') throw SecondFactorErrors.CODE_WRONG();
    const codes = newRecoveryCodes();
    const stored = codes.map((plain) => {
      const salt = newRecoverySalt();
      return { salt, codeHash: hashRecoveryCode(normaliseRecoveryCode(plain) ?? '', salt) };
    });
    const enabled = await this.repository.enable(
      caller.userId,
      caller.sessionId,
      verdict.timeStep,
      stored,
    );
    if (!enabled) throw SecondFactorErrors.ALREADY_ENROLLED();
    await this.throttle.passed(caller.userId);
    return {
      enrolled: true,
      second_factor: 'passed',
      recovery_codes_left: codes.length,
      recovery_codes: codes,
    };
  }

  /** A current code or an unused recovery code marks this session (refresh-token family) passed. */
  async verify(caller: AccessClaims, code: string): Promise<SecondFactorStatusDto> {
    await this.prove(caller.userId, code);
    await this.repository.markPassed(caller.userId, caller.sessionId);
    return {
      enrolled: true,
      second_factor: 'passed',
      recovery_codes_left: await this.repository.recoveryCodesLeft(caller.userId),
    };
  }

  /** Turns the second factor off (needs a current code or a recovery code). */
  async disable(caller: AccessClaims, code: string): Promise<SecondFactorStatusDto> {
    await this.prove(caller.userId, code);
    await this.repository.remove(caller.userId);
    return { enrolled: false, second_factor: 'not_passed', recovery_codes_left: 0 };
  }

  /**
   * Throws unless `code` is a fresh TOTP code or an unused recovery code of the user. The code is
   * counted as a failure before it is checked; a right one clears the count.
   */
  private async prove(userId: string, code: string): Promise<void> {
    const enrolment = await this.repository.find(userId);
    if (!enrolment?.enabled) throw SecondFactorErrors.NOT_ENROLLED();
    await this.throttle.reserve(userId);
    const refusal = TOTP_CODE_PATTERN.test(code)
      ? await this.checkCode(userId, enrolment, code)
      : await this.useRecoveryCode(userId, code);
    if (refusal) throw refusal();
    await this.throttle.passed(userId);
  }

  private async checkCode(
    userId: string,
    enrolment: Enrolment,
    code: string,
  ): Promise<typeof SecondFactorErrors.CODE_WRONG | null> {
    const secret = this.box.open(enrolment.secretSealed);
    if (!secret) return SecondFactorErrors.SECRET_UNREADABLE;
    const verdict = await checkTotp(secret, code, enrolment.lastTimeStep);
    if (verdict.kind === 'wrong') return SecondFactorErrors.CODE_WRONG;
    if (verdict.kind === 'replayed') return SecondFactorErrors.CODE_ALREADY_USED;
    const accepted = await this.repository.acceptTimeStep(userId, verdict.timeStep);
    return accepted ? null : SecondFactorErrors.CODE_ALREADY_USED;
  }

  private async useRecoveryCode(
    userId: string,
    typed: string,
  ): Promise<typeof SecondFactorErrors.CODE_WRONG | null> {
    const normalised = normaliseRecoveryCode(typed);
    if (!normalised) return SecondFactorErrors.CODE_WRONG;
    const stored = await this.repository.recoveryCodes(userId);
    const match = stored.find((code) => recoveryCodeMatches(normalised, code.salt, code.codeHash));
    if (!match) return SecondFactorErrors.CODE_WRONG;
    if (match.used || !(await this.repository.useRecoveryCode(match.id))) {
      return SecondFactorErrors.RECOVERY_CODE_USED;
    }
    return null;
  }
}
