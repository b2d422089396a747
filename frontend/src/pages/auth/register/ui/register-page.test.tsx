import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { type AuthReply, SessionProvider } from '@/entities/session';
import { toApiError } from '@/shared/api';
import { navigateFx } from '@/shared/lib/navigation';
import type { Registration } from '../api/register';
import { registerFx } from '../model/register';
import { RegisterPage } from './register-page';

function renderRegisterPage(
  url: string,
  answer: (registration: Registration) => Promise<AuthReply>,
) {
  const register = jest.fn(answer);
  const scope = fork({
    handlers: [
      [registerFx, register],
      [navigateFx, jest.fn()],
    ],
  });
  render(
    <Provider value={scope}>
      <SessionProvider>
        <MemoryRouter initialEntries={[url]}>
          <RegisterPage />
        </MemoryRouter>
      </SessionProvider>
    </Provider>,
  );
  return { register, user: userEvent.setup() };
}

const weakPassword = () =>
  Promise.reject(
    toApiError(400, 'Bad Request', {
      message: 'Password must be at least 8 characters.',
      details: [{ field: 'password', messages: ['Password must be at least 8 characters.'] }],
    }),
  );

describe('register page', () => {
  test('prefills the invite code from the link and sends every field', async () => {
    const { register, user } = renderRegisterPage('/register?invite=ENCORE-42', weakPassword);
    expect(screen.getByRole('textbox', { name: /Invite code/ })).toHaveValue('ENCORE-42');

    await user.type(screen.getByRole('textbox', { name: /Display name/ }), 'New Fan');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'new@example.com');
    await user.type(screen.getByLabelText(/Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(register).toHaveBeenCalledWith({
      displayName: 'New Fan',
      email: 'new@example.com',
      password: 'short',
      inviteCode: 'ENCORE-42',
    });
    const password = screen.getByLabelText(/Password/);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password must be at least 8 characters.',
    );
    expect(password).toBeInvalid();
    expect(password).toHaveAccessibleDescription(
      'At least 8 characters Password must be at least 8 characters.',
    );
  });

  test('shows the password rule before anything is sent', () => {
    renderRegisterPage('/register', weakPassword);
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('At least 8 characters');
  });
});
