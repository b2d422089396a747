import { apiClient, type components, EMPTY_JSON_BODY, unwrap } from '@/shared/api';

/** Whether the account has an authenticator app, whether this session passed it, codes left. */
export type SecondFactorStatus = components['schemas']['SecondFactorStatusDto'];
/** A pending enrolment: the secret (for typing), its otpauth URI and the QR code (data URL). */
export type EnrolmentStart = components['schemas']['EnrolmentStartReplyDto'];
/** The first code's answer: the status and the ten recovery codes, shown this once. */
export type EnrolmentConfirmation = components['schemas']['EnrolmentConfirmReplyDto'];

/** GET /api/auth/second-factor */
export async function fetchSecondFactorStatus(): Promise<SecondFactorStatus> {
  return unwrap(await apiClient.GET('/api/auth/second-factor'));
}

/** POST /api/auth/second-factor/enrolment — a new secret each time while pending. */
export async function startEnrolment(): Promise<EnrolmentStart> {
  return unwrap(
    await apiClient.POST('/api/auth/second-factor/enrolment', { body: EMPTY_JSON_BODY }),
  );
}

/** POST …/enrolment/confirm {code}: the first 6-digit code turns the app on. */
export async function confirmEnrolment(code: string): Promise<EnrolmentConfirmation> {
  return unwrap(
    await apiClient.POST('/api/auth/second-factor/enrolment/confirm', { body: { code } }),
  );
}

/** POST …/verify {code}: a 6-digit code or a recovery code passes this session. */
export async function verifySecondFactor(code: string): Promise<SecondFactorStatus> {
  return unwrap(await apiClient.POST('/api/auth/second-factor/verify', { body: { code } }));
}

/** POST …/disable {code}: the same proof turns the app off and ends every session's mark. */
export async function disableSecondFactor(code: string): Promise<SecondFactorStatus> {
  return unwrap(await apiClient.POST('/api/auth/second-factor/disable', { body: { code } }));
}
