import { securityHeadersOf } from './security-headers.js';

describe('security headers worked out once', () => {
  const headers = securityHeadersOf({
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] },
    },
    hsts: false,
  });

  test('carry the policy as configured', () => {
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test("carry helmet's defaults", () => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  test('leave out what is switched off', () => {
    expect(headers).not.toHaveProperty('strict-transport-security');
  });

  test('are frozen: no request can change what the next one gets', () => {
    expect(Object.isFrozen(headers)).toBe(true);
  });
});
