import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import {
  $sessionStatus,
  $sessionUser,
  checkSessionFx,
  SessionProvider,
  type SessionStatus,
} from '@/entities/session';
import { logOutFx } from '@/features/auth/logout';
import { reloadToFx } from '@/shared/lib/navigation';
import { BottomBar } from './bottom-bar';

function renderBottomBar(status: SessionStatus) {
  const reload = jest.fn((_to: string) => undefined);
  const scope = fork({
    values: [
      [$sessionStatus, status],
      [$sessionUser, { id: 'u-1', email: 'a@b.co', displayName: 'Sam Fan', avatarUrl: null }],
    ],
    handlers: [
      [reloadToFx, reload],
      [logOutFx, () => Promise.reject(new TypeError('Failed to fetch'))],
      [checkSessionFx, () => Promise.reject(new Error('not expected'))],
    ],
  });
  render(
    <Provider value={scope}>
      <SessionProvider>
        <MemoryRouter>
          <BottomBar />
        </MemoryRouter>
      </SessionProvider>
    </Provider>,
  );
  return { reload, scope };
}

describe('bottom bar account controls', () => {
  test('a visitor gets a login link', () => {
    renderBottomBar('anonymous');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  test('a signed-in user gets a profile link and a logout control', () => {
    renderBottomBar('authenticated');
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  test('logout reloads the app at / even when the server call fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { reload, scope } = renderBottomBar('authenticated');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => {
      expect(reload).toHaveBeenCalledWith('/');
    });
    expect(scope.getState($sessionStatus)).toBe('anonymous');
  });

  test('the search icon opens the search dialog', async () => {
    renderBottomBar('authenticated');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(
      screen.getByRole('dialog', { name: 'Search artists, albums, tracks...' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });
});
