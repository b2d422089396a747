import { queueReadFor, takesRestore } from './restore-plan';

const member = { kind: 'member', token: 'token-1', userId: 'u-1' } as const;
const visitor = { kind: 'visitor' } as const;

describe('where the queue is read from', () => {
  test('nowhere while the session is not known yet', () => {
    expect(queueReadFor(null, null)).toBeNull();
  });

  test('a member: the account’s, once', () => {
    expect(queueReadFor(member, null)).toEqual({ from: 'server', token: 'token-1', userId: 'u-1' });
    expect(queueReadFor(member, 'member')).toBeNull();
  });

  test('a visitor who signs in: the account’s queue wins over the browser’s', () => {
    expect(queueReadFor(member, 'visitor')).toEqual({
      from: 'server',
      token: 'token-1',
      userId: 'u-1',
    });
  });

  test('a visitor: this browser’s, on start only (not after a logout)', () => {
    expect(queueReadFor(visitor, null)).toEqual({ from: 'local' });
    expect(queueReadFor(visitor, 'visitor')).toBeNull();
    expect(queueReadFor(visitor, 'member')).toBeNull();
  });
});

describe('whether a queue read back goes into the player', () => {
  test('into an empty player, or over a restored queue nobody touched', () => {
    expect(takesRestore({ hasTrack: false, untouchedRestore: false })).toBe(true);
    expect(takesRestore({ hasTrack: true, untouchedRestore: true })).toBe(true);
  });

  test('never over what the listener started meanwhile', () => {
    expect(takesRestore({ hasTrack: true, untouchedRestore: false })).toBe(false);
  });
});
