/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import { $sessionUser } from '@/entities/session';
import { ApiError } from '@/shared/api';
import { $toasts } from '@/shared/lib/toast';
import type { Profile } from '../api/profile';
import {
  $displayNameError,
  $profile,
  $profileStatus,
  dashboardOpened,
  displayNameSubmitted,
  fetchProfileFx,
  profileRetried,
  updateDisplayNameFx,
} from './profile';

const PROFILE: Profile = {
  id: 'u-1',
  email: 'lena@example.com',
  displayName: 'Lena Marsh',
  avatarUrl: null,
  role: 'listener',
  createdAt: '2026-03-12T10:00:00.000Z',
  artist: null,
};

function setup(options: {
  fetch?: () => Promise<Profile | null>;
  update?: (name: string) => Promise<Profile>;
}) {
  const update = jest.fn(
    options.update ?? ((name: string) => Promise.resolve({ ...PROFILE, displayName: name })),
  );
  const scope = fork({
    values: [
      [
        $sessionUser,
        { id: 'u-1', email: PROFILE.email, displayName: 'Lena Marsh', avatarUrl: null },
      ],
    ],
    handlers: [
      [fetchProfileFx, options.fetch ?? (() => Promise.resolve(PROFILE))],
      [updateDisplayNameFx, update],
    ],
  });
  return { scope, update };
}

describe('dashboard profile model', () => {
  test('loads the profile when the dashboard opens', async () => {
    const { scope } = setup({});
    expect(scope.getState($profileStatus)).toBe('loading');

    await allSettled(dashboardOpened, { scope });

    expect(scope.getState($profileStatus)).toBe('ready');
    expect(scope.getState($profile)).toEqual(PROFILE);
  });

  test('a profile that cannot be loaded (null) can be retried', async () => {
    let answer: () => Promise<Profile | null> = () => Promise.resolve(null);
    const { scope } = setup({ fetch: () => answer() });

    await allSettled(dashboardOpened, { scope });
    expect(scope.getState($profileStatus)).toBe('failed');

    answer = () => Promise.resolve(PROFILE);
    await allSettled(profileRetried, { scope });
    expect(scope.getState($profileStatus)).toBe('ready');
  });

  test('a new display name is saved, shown in the top bar and confirmed by a toast', async () => {
    const { scope, update } = setup({});
    await allSettled(dashboardOpened, { scope });

    await allSettled(displayNameSubmitted, { scope, params: '  Lena M.  ' });

    expect(update).toHaveBeenCalledWith('Lena M.');
    expect(scope.getState($profile)?.displayName).toBe('Lena M.');
    expect(scope.getState($sessionUser)?.displayName).toBe('Lena M.');
    expect(scope.getState($toasts)).toEqual([{ id: 1, kind: 'success', text: 'Profile updated' }]);
    expect(scope.getState($displayNameError)).toBeNull();
  });

  test.each([[''], ['   '], ['x'.repeat(61)]])(
    'an empty or too long name (%p) is explained and not sent',
    async (name) => {
      const { scope, update } = setup({});

      await allSettled(displayNameSubmitted, { scope, params: name });

      expect(scope.getState($displayNameError)).toBe('Display name must be 1 to 60 characters.');
      expect(update).not.toHaveBeenCalled();
    },
  );

  test("a rejected name shows the server's message, else a fallback", async () => {
    let failure: Error = new ApiError(400, 'Bad Request', 'That name is not allowed.', null);
    const { scope } = setup({ update: () => Promise.reject(failure) });

    await allSettled(displayNameSubmitted, { scope, params: 'Lena' });
    expect(scope.getState($displayNameError)).toBe('That name is not allowed.');

    failure = new TypeError('fetch failed');
    await allSettled(displayNameSubmitted, { scope, params: 'Lena' });
    expect(scope.getState($displayNameError)).toBe('Profile update failed');
    expect(scope.getState($toasts)).toEqual([]);
  });
});
