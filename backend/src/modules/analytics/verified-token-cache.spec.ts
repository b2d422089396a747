import { jest } from '@jest/globals';

import type { AccessClaims, AccessTokenService } from '../../platform/auth/index.js';
import { VERIFIED_TOKENS_KEPT, VerifiedTokenCache } from './verified-token-cache.js';

const NOW = Date.parse('2026-11-22T10:00:00Z');

/** Tokens `valid-<n>` verify (expiring 15 minutes after NOW); anything else does not. */
function cache() {
  const verified: string[] = [];
  const accessTokens = {
    verify: (token: string): Promise<AccessClaims | null> => {
      verified.push(token);
      return Promise.resolve(
        token.startsWith('valid-')
          ? { userId: token, sessionId: `session-of-${token}`, expiresAt: NOW / 1000 + 900 }
          : null,
      );
    },
  } as unknown as AccessTokenService;
  return { verified, tokens: new VerifiedTokenCache(accessTokens) };
}

describe('VerifiedTokenCache', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('checks a valid token once and answers its claims until it expires, then checks again', async () => {
    const { verified, tokens } = cache();
    expect(await tokens.verify('valid-1')).toMatchObject({ userId: 'valid-1' });
    jest.setSystemTime(NOW + 899_000);
    expect(await tokens.verify('valid-1')).toMatchObject({ userId: 'valid-1' });
    expect(verified).toEqual(['valid-1']);
    jest.setSystemTime(NOW + 900_000);
    await tokens.verify('valid-1');
    expect(verified).toEqual(['valid-1', 'valid-1']);
  });

  it('never remembers a token that did not verify', async () => {
    const { verified, tokens } = cache();
    expect(await tokens.verify('forged')).toBeNull();
    expect(await tokens.verify('forged')).toBeNull();
    expect(verified).toEqual(['forged', 'forged']);
  });

  it('forgets the oldest token when full', async () => {
    const { verified, tokens } = cache();
    for (let i = 0; i <= VERIFIED_TOKENS_KEPT; i++) await tokens.verify(`valid-${i}`);
    verified.length = 0;
    await tokens.verify(`valid-${VERIFIED_TOKENS_KEPT}`);
    await tokens.verify('valid-1');
    expect(verified).toEqual([]);
    await tokens.verify('valid-0');
    expect(verified).toEqual(['valid-0']);
  });
});
