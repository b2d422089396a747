import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { SessionProvider, type SignedInSession } from '@/entities/session';
import { ApiError } from '@/shared/api';
import { navigateFx } from '@/shared/lib/navigation';
import { installFakeFetch } from '@/shared/lib/testing';
import { checkStorageFx, fetchRoleFx, logInFx } from '../model/login';
import { LoginPage } from './login-page';

const REPLY: SignedInSession = {
  user: { id: 'u-1', email: 'lena@example.com', displayName: 'Lena', avatarUrl: null },
  role: 'listener',
  tokens: { accessToken: 'access-1', refreshToken: null, expiresAt: 1800 },
};

function renderLoginPage(options: {
  storageWritable?: boolean;
  logIn?: () => Promise<SignedInSession>;
  at?: string;
}) {
  const logIn = jest.fn(options.logIn ?? (() => Promise.resolve(REPLY)));
  const navigate = jest.fn((_to: string) => undefined);
  const scope = fork({
    handlers: [
      [checkStorageFx, () => options.storageWritable ?? true],
      [logInFx, logIn],
      [fetchRoleFx, () => Promise.resolve('listener')],
      [navigateFx, navigate],
    ],
  });
  render(
    <Provider value={scope}>
      <SessionProvider>
        <MemoryRouter initialEntries={[options.at ?? '/login']}>
          <LoginPage />
        </MemoryRouter>
      </SessionProvider>
    </Provider>,
  );
  return { logIn, navigate };
}

async function logInAs(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Email/ }), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  test('offers the way to register and to recover a password', () => {
    renderLoginPage({});
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to Encore' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('success sends the credentials and goes to /discover', async () => {
    const { logIn, navigate } = renderLoginPage({});

    await logInAs('lena@example.com', 'correct horse');

    expect(logIn).toHaveBeenCalledWith({ email: 'lena@example.com', password: 'correct horse' });
    expect(navigate).toHaveBeenCalledWith('/discover');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test("a rejected login shows the server's message", async () => {
    renderLoginPage({
      logIn: () =>
        Promise.reject(new ApiError(401, 'Unauthorized', 'Invalid email or password.', null)),
    });

    await logInAs('lena@example.com', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  test('restricted storage is explained and nothing is sent', async () => {
    const { logIn } = renderLoginPage({ storageWritable: false });

    await logInAs('lena@example.com', 'correct horse');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Browser storage is restricted. Please ensure cookies are enabled and you are not in private browsing mode.',
    );
    expect(logIn).not.toHaveBeenCalled();
  });

  test('opened from a protected page, it goes back there after logging in', async () => {
    const { navigate } = renderLoginPage({ at: '/login?next=%2Fsearch%3Fq%3Dredline' });
    await logInAs('lena@example.com', 'correct horse');
    expect(navigate).toHaveBeenCalledWith('/search?q=redline');
  });

  test('an off-site return target is ignored: the spec landing instead', async () => {
    const { navigate } = renderLoginPage({ at: '/login?next=%2F%2Fevil.example%2Fphish' });
    await logInAs('lena@example.com', 'correct horse');
    expect(navigate).toHaveBeenCalledWith('/discover');
  });

  test('asked for a proof of work, the form shows the human verification', async () => {
    installFakeFetch(() => new Promise<Response>(() => undefined));
    const { logIn } = renderLoginPage({
      logIn: () =>
        Promise.reject(
          new ApiError(
            401,
            'Unauthorized',
            'Please complete the verification, then log in again.',
            'AUTH.VERIFICATION_REQUIRED',
          ),
        ),
    });
    expect(screen.queryByRole('group', { name: 'Human verification' })).toBeNull();

    await logInAs('lena@example.com', 'correct horse');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please complete the verification, then log in again.',
    );
    expect(screen.getByRole('group', { name: 'Human verification' })).toBeInTheDocument();

    // Pressed again before the widget has its proof: it waits instead of sending.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('button', { name: "Verifying you're human…" })).toBeDisabled();
    expect(logIn).toHaveBeenCalledTimes(1);
  });
});
