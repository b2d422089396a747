import { checkSiteverifyReply, type SiteverifyExpectation } from './siteverify-reply.js';

const EXPECTED: SiteverifyExpectation = { hostnames: ['encore.example'], action: null };
const PASSED = {
  success: true,
  challenge_ts: '2026-11-20T10:00:00.000Z',
  hostname: 'encore.example',
  'error-codes': [],
  action: 'waitlist',
  cdata: '',
};

describe('checkSiteverifyReply', () => {
  it('accepts a successful reply for our host name', () => {
    expect(checkSiteverifyReply(PASSED, EXPECTED)).toEqual({ kind: 'accepted' });
  });

  it('rejects an unsuccessful reply, naming Cloudflare’s codes', () => {
    expect(
      checkSiteverifyReply({ success: false, 'error-codes': ['timeout-or-duplicate'] }, EXPECTED),
    ).toEqual({ kind: 'rejected', reason: 'timeout-or-duplicate' });
    expect(checkSiteverifyReply({ success: false }, EXPECTED)).toEqual({
      kind: 'rejected',
      reason: 'not successful',
    });
  });

  it('rejects a token solved on another host name', () => {
    expect(checkSiteverifyReply({ ...PASSED, hostname: 'evil.example' }, EXPECTED)).toEqual({
      kind: 'rejected',
      reason: 'hostname',
    });
    expect(checkSiteverifyReply({ ...PASSED, hostname: undefined }, EXPECTED)).toEqual({
      kind: 'rejected',
      reason: 'hostname',
    });
  });

  it('rejects another action when one is configured, and ignores it when none is', () => {
    const withAction = { ...EXPECTED, action: 'artist-waitlist' };
    expect(checkSiteverifyReply(PASSED, withAction)).toEqual({
      kind: 'rejected',
      reason: 'action',
    });
    expect(checkSiteverifyReply({ ...PASSED, action: 'artist-waitlist' }, withAction)).toEqual({
      kind: 'accepted',
    });
    expect(checkSiteverifyReply({ ...PASSED, action: 'anything' }, EXPECTED)).toEqual({
      kind: 'accepted',
    });
  });

  it.each(['invalid-input-secret', 'missing-input-secret', 'internal-error', 'bad-request'])(
    'calls %s a provider failure, not the user’s',
    (code) => {
      expect(checkSiteverifyReply({ success: false, 'error-codes': [code] }, EXPECTED)).toEqual({
        kind: 'provider-failure',
        reason: code,
      });
    },
  );

  it.each([null, 'OK', [], { success: 'true' }])('calls %p unreadable', (reply) => {
    expect(checkSiteverifyReply(reply, EXPECTED)).toEqual({
      kind: 'provider-failure',
      reason: 'unreadable reply',
    });
  });
});
