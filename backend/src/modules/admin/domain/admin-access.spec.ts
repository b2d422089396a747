import { judgeAdminAccess } from './admin-access.js';

describe('judgeAdminAccess', () => {
  const passed = { enrolled: true, passed: true };

  it('lets through only an admin whose session passed the second factor', () => {
    expect(judgeAdminAccess('admin', passed)).toEqual({ kind: 'allowed' });
  });

  it('refuses listeners, artists and unknown users whatever their second factor', () => {
    for (const role of ['listener', 'artist', null] as const) {
      expect(judgeAdminAccess(role, passed)).toEqual({ kind: 'not_admin' });
    }
  });

  it('asks an admin for the code, or to enrol first', () => {
    expect(judgeAdminAccess('admin', { enrolled: true, passed: false })).toEqual({
      kind: 'second_factor_required',
      enrolled: true,
    });
    expect(judgeAdminAccess('admin', { enrolled: false, passed: false })).toEqual({
      kind: 'second_factor_required',
      enrolled: false,
    });
  });
});
