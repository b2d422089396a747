import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { $sessionStatus, SessionProvider, type SessionStatus } from '@/entities/session';
import { updatePasswordFx } from '@/features/auth/change-password';
import { toApiError } from '@/shared/api';
import { UpdatePasswordPage } from './update-password-page';

function renderPage(url: string, status: SessionStatus, answer = () => Promise.resolve()) {
  const update = jest.fn(answer);
  const scope = fork({
    values: [[$sessionStatus, status]],
    handlers: [[updatePasswordFx, update]],
  });
  render(
    <Provider value={scope}>
      <SessionProvider>
        <MemoryRouter initialEntries={[url]}>
          <UpdatePasswordPage />
        </MemoryRouter>
      </SessionProvider>
    </Provider>,
  );
  return { update, scope, user: userEvent.setup() };
}

async function choosePassword(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/Confirm new password/), password);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('update password page', () => {
  test('a reset link sets the password, then offers to log in', async () => {
    const { update, user } = renderPage('/update-password?token=abc', 'anonymous');

    await choosePassword(user, 'brand new secret');

    expect(update).toHaveBeenCalledWith({ password: 'brand new secret', token: 'abc' });
    expect(await screen.findByText('Your password has been updated.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  test('an expired link shows the server message and keeps the form', async () => {
    const expired = 'This password reset link is invalid or has expired. Please request a new one.';
    const { user } = renderPage('/update-password?token=old', 'authenticated', () =>
      Promise.reject(toApiError(400, 'Bad Request', { message: expired })),
    );

    await choosePassword(user, 'brand new secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(screen.getByRole('button', { name: 'Update password' })).toBeInTheDocument();
  });

  test('without a token or a login it explains the link and points to a new one', () => {
    renderPage('/update-password', 'anonymous');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This password reset link is missing or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByRole('button', { name: 'Update password' })).toBeNull();
  });

  test('a signed-in user without a token changes it with the current password', () => {
    renderPage('/update-password', 'authenticated');
    expect(screen.getByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toBeInTheDocument();
  });
});
