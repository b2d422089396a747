import { generate } from 'otplib';

import { checkTotp, newTotpSecret, otpauthUri } from './totp.js';

const NOW = 1_800_000_000; // a step boundary: 1_800_000_000 / 30 = 60_000_000
const codeAt = (secret: string, epoch: number) => generate({ secret, epoch });

describe('checkTotp', () => {
  const secret = newTotpSecret();

  it('accepts the current code and one step either side, with its step', async () => {
    expect(await checkTotp(secret, await codeAt(secret, NOW), null, NOW)).toEqual({
      kind: 'accepted',
      timeStep: 60_000_000,
    });
    expect(await checkTotp(secret, await codeAt(secret, NOW - 30), null, NOW)).toEqual({
      kind: 'accepted',
      timeStep: 59_999_999,
    });
    expect(await checkTotp(secret, await codeAt(secret, NOW + 30), null, NOW)).toEqual({
      kind: 'accepted',
      timeStep: 60_000_001,
    });
  });

  it('refuses codes two steps away and anything that is not six digits', async () => {
    const far = await codeAt(secret, NOW - 90);
    const valid = await Promise.all([-30, 0, 30].map((d) => codeAt(secret, NOW + d)));
    if (!valid.includes(far)) {
      expect(await checkTotp(secret, far, null, NOW)).toEqual({ kind: 'wrong' });
    }
    for (const bad of ['', '12345', '1234567', 'abcdef', '12 345']) {
      expect(await checkTotp(secret, bad, null, NOW)).toEqual({ kind: 'wrong' });
    }
  });

  it('calls a right code of an already accepted step a replay', async () => {
    const code = await codeAt(secret, NOW);
    expect(await checkTotp(secret, code, 60_000_000, NOW)).toEqual({ kind: 'replayed' });
    expect(await checkTotp(secret, code, 60_000_001, NOW)).toEqual({ kind: 'replayed' });
    expect((await checkTotp(secret, code, 59_999_999, NOW)).kind).toBe('accepted');
  });
});

describe('otpauthUri', () => {
  it('names the issuer and the account for the app', () => {
    const uri = new URL(otpauthUri('Encore', 'ada@example.test', 'JBSWY3DPEHPK3PXP'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Encore:ada@example.test');
    expect(uri.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(uri.searchParams.get('issuer')).toBe('Encore');
  });
});
