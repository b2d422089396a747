import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  $sessionRole,
  $sessionStatus,
  $sessionUser,
  checkSessionFx,
  SessionProvider,
  type SessionUser,
} from '@/entities/session';
import { logOutFx } from '@/features/auth/logout';
import { reloadToFx } from '@/shared/lib/navigation';
import { TopBar } from './top-bar';

const LENA: SessionUser = {
  id: 'u-1',
  email: 'lena@example.com',
  displayName: 'Lena Marsh',
  avatarUrl: null,
};

function renderTopBar(role: 'listener' | 'admin' = 'listener') {
  const reload = jest.fn((_to: string) => undefined);
  const logOut = jest.fn(() => Promise.resolve());
  const scope = fork({
    values: [
      [$sessionStatus, 'authenticated'],
      [$sessionUser, LENA],
      [$sessionRole, role],
    ],
    handlers: [
      [reloadToFx, reload],
      [logOutFx, logOut],
      [checkSessionFx, () => Promise.reject(new Error('not expected'))],
    ],
  });
  render(
    <Provider value={scope}>
      <SessionProvider>
        <MemoryRouter initialEntries={['/']}>
          <TopBar />
          <Routes>
            <Route path="/" element={<p>Home</p>} />
            <Route path="/dashboard" element={<h1>Your dashboard</h1>} />
            <Route path="/admin/dashboard" element={<h1>Admin overview</h1>} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </Provider>,
  );
  return { reload, logOut, user: userEvent.setup() };
}

// Its name starts with the initials it shows (WCAG 2.5.3, label in name), then what and whose it is.
const menuButton = () => screen.getByRole('button', { name: 'LM: Account menu for Lena Marsh' });

describe('account menu', () => {
  test('a closed menu button shows the initials and says it opens a menu', async () => {
    renderTopBar();
    // The menu's code is fetched once the user is signed in (top-bar.tsx).
    await screen.findByRole('button', { name: /Account menu/ });
    expect(menuButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => {
      expect(menuButton()).toHaveTextContent('LM');
    });
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  test('opens with My Profile and Logout, and Escape closes it back onto the button', async () => {
    const { user } = renderTopBar();

    await user.click(menuButton());

    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('lena@example.com');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My Profile',
      'Logout',
    ]);

    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
    });
    expect(menuButton()).toHaveFocus();
  });

  test('an admin also finds the way back to the admin area', async () => {
    const { user } = renderTopBar('admin');
    await user.click(menuButton());

    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My Profile',
      'Admin area',
      'Logout',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Admin area' }));
    expect(await screen.findByRole('heading', { name: 'Admin overview' })).toBeInTheDocument();
  });

  test('a click outside closes it', async () => {
    const { user } = renderTopBar();
    await user.click(menuButton());
    await screen.findByRole('menu');

    await user.click(screen.getByText('Home'));

    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
    });
  });

  test('the keyboard opens it onto the first item', async () => {
    const { user } = renderTopBar();
    menuButton().focus();

    await user.keyboard('{Enter}');

    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
  });

  test('My Profile goes to /dashboard', async () => {
    const { user } = renderTopBar();
    await user.click(menuButton());

    await user.click(await screen.findByRole('menuitem', { name: 'My Profile' }));

    expect(await screen.findByRole('heading', { name: 'Your dashboard' })).toBeInTheDocument();
  });

  test('Logout calls the server, then reloads the app at /login', async () => {
    const { user, reload, logOut } = renderTopBar();
    await user.click(menuButton());

    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => {
      expect(reload).toHaveBeenCalledWith('/login');
    });
    expect(logOut).toHaveBeenCalledTimes(1);
  });
});
