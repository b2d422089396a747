import {
  judgeLoginAttempt,
  LOGIN_POLICY,
  type LoginAttemptState,
  pairDelayAfter,
} from './login-policy.js';
import { tryAgainIn, waitInWords } from './wait-text.js';

const calm: LoginAttemptState = {
  pairWaitS: 0,
  account: { count: 0, resetsInS: 0 },
  address: { count: 0, resetsInS: 0 },
  knownPair: false,
};

describe('judgeLoginAttempt', () => {
  it('lets a calm attempt through', () => {
    expect(judgeLoginAttempt(calm)).toEqual({ kind: 'open' });
  });

  it('makes only the pair wait', () => {
    expect(judgeLoginAttempt({ ...calm, pairWaitS: 4 })).toEqual({ kind: 'wait', seconds: 4 });
  });

  it('asks for a proof of work once the account or the address has failed often', () => {
    const account = { count: LOGIN_POLICY.accountFailuresBeforeProof, resetsInS: 3000 };
    const address = { count: LOGIN_POLICY.addressFailuresBeforeProof, resetsInS: 800 };
    expect(judgeLoginAttempt({ ...calm, account })).toEqual({ kind: 'proof_required' });
    expect(judgeLoginAttempt({ ...calm, address })).toEqual({ kind: 'proof_required' });
    expect(judgeLoginAttempt({ ...calm, account, knownPair: true })).toEqual({
      kind: 'proof_required',
    });
    expect(
      judgeLoginAttempt({ ...calm, account: { count: account.count - 1, resetsInS: 9 } }),
    ).toEqual({ kind: 'open' });
  });

  it('refuses unknown pairs at a ceiling until its window ends, never a known pair', () => {
    const account = { count: LOGIN_POLICY.accountCeiling, resetsInS: 1800 };
    const address = { count: LOGIN_POLICY.addressCeiling, resetsInS: 600 };
    expect(judgeLoginAttempt({ ...calm, account })).toEqual({ kind: 'wait', seconds: 1800 });
    expect(judgeLoginAttempt({ ...calm, address })).toEqual({ kind: 'wait', seconds: 600 });
    expect(judgeLoginAttempt({ ...calm, account, address })).toEqual({
      kind: 'wait',
      seconds: 1800,
    });
    expect(judgeLoginAttempt({ ...calm, account, address, knownPair: true })).toEqual({
      kind: 'proof_required',
    });
  });
});

describe('pairDelayAfter', () => {
  it('is free for 5 failures, then doubles up to 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 8].map(pairDelayAfter)).toEqual([0, 0, 1, 2, 4, 8]);
    expect(pairDelayAfter(100)).toBe(15 * 60);
  });
});

describe('tryAgainIn', () => {
  it.each([
    [0.2, '1 second'],
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [300, '5 minutes'],
    [3599, '60 minutes'],
    [3600, '1 hour'],
    [3700, '2 hours'],
  ])('%p s reads "%s"', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });

  it('tells the person when to come back', () => {
    expect(tryAgainIn(300)).toBe('Too many attempts. Try again in 5 minutes.');
  });
});
