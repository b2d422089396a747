import { type AccountState, judgeAccountChange, takesAdminAway } from './account-change.js';

const admin: AccountState = { id: 'a', role: 'admin', disabled: false };
const listener: AccountState = { id: 'l', role: 'listener', disabled: false };

describe('judgeAccountChange', () => {
  it('applies a role change, and does nothing when the role is already so', () => {
    expect(judgeAccountChange('a', listener, { kind: 'role', role: 'artist' }, 0)).toEqual({
      kind: 'apply',
    });
    expect(judgeAccountChange('a', listener, { kind: 'role', role: 'listener' }, 0)).toEqual({
      kind: 'unchanged',
    });
  });

  it('refuses to demote the last enabled admin, whoever asks, and allows it with another', () => {
    const demote = { kind: 'role', role: 'listener' } as const;
    expect(judgeAccountChange('a', admin, demote, 0)).toEqual({ kind: 'last_admin' });
    expect(judgeAccountChange('other', admin, demote, 0)).toEqual({ kind: 'last_admin' });
    expect(judgeAccountChange('a', admin, demote, 1)).toEqual({ kind: 'apply' });
  });

  it('demotes a disabled admin freely: they do not count as an admin', () => {
    const disabledAdmin = { ...admin, disabled: true };
    expect(judgeAccountChange('x', disabledAdmin, { kind: 'role', role: 'artist' }, 0)).toEqual({
      kind: 'apply',
    });
  });

  it('never lets an admin disable themselves', () => {
    expect(judgeAccountChange('a', admin, { kind: 'disabled', disabled: true }, 5)).toEqual({
      kind: 'self',
    });
  });

  it('refuses to disable the last enabled admin; enabling is always allowed', () => {
    expect(judgeAccountChange('x', admin, { kind: 'disabled', disabled: true }, 0)).toEqual({
      kind: 'last_admin',
    });
    expect(judgeAccountChange('x', admin, { kind: 'disabled', disabled: true }, 1)).toEqual({
      kind: 'apply',
    });
    const off = { ...listener, disabled: true };
    expect(judgeAccountChange('x', off, { kind: 'disabled', disabled: false }, 0)).toEqual({
      kind: 'apply',
    });
    expect(judgeAccountChange('x', off, { kind: 'disabled', disabled: true }, 0)).toEqual({
      kind: 'unchanged',
    });
  });
});

describe('takesAdminAway', () => {
  it('is true only for an enabled admin who is demoted or disabled', () => {
    expect(takesAdminAway(admin, { kind: 'role', role: 'artist' })).toBe(true);
    expect(takesAdminAway(admin, { kind: 'disabled', disabled: true })).toBe(true);
    expect(takesAdminAway(admin, { kind: 'role', role: 'admin' })).toBe(false);
    expect(takesAdminAway(listener, { kind: 'role', role: 'artist' })).toBe(false);
    expect(takesAdminAway({ ...admin, disabled: true }, { kind: 'role', role: 'listener' })).toBe(
      false,
    );
  });
});
