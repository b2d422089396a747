import type {
  EnrolmentConfirmation,
  EnrolmentStart,
  SecondFactorStatus,
} from '../api/second-factor-api';

/** A 1×1 PNG: stands in for the server's QR code in tests and stories. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const ENROLMENT_START: EnrolmentStart = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_uri:
    'otpauth://totp/Encore:admin%40encore.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Encore',
  qr_code: PIXEL,
};

export const RECOVERY_CODES = [
  '7k2m-q9xa-3pde-tn4v',
  'h8rw-2bcz-mm5q-k1ty',
  'p0fs-6gjv-wq3e-88dn',
  'x4ab-ty7r-2k9m-cc1q',
  'b5nd-3rpe-v8wz-j2ka',
  'q1me-9tcs-4hxy-d7gf',
  'r6jp-m2ke-0wtv-5bnx',
  'z3cq-8fhd-ay1t-p6mr',
  'e9vt-4nq2-xk7b-s0hw',
  'g2wy-7dm5-cj8p-f3re',
];

export const ENROLMENT_CONFIRMATION: EnrolmentConfirmation = {
  enrolled: true,
  second_factor: 'passed',
  recovery_codes_left: 10,
  recovery_codes: RECOVERY_CODES,
};

export const statusFixture = (overrides: Partial<SecondFactorStatus> = {}): SecondFactorStatus => ({
  enrolled: true,
  second_factor: 'passed',
  recovery_codes_left: 10,
  ...overrides,
});
