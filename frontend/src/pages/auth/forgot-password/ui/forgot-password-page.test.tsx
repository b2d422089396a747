import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { requestResetFx } from '../model/forgot-password';
import { ForgotPasswordPage } from './forgot-password-page';

function renderPage(answer: (email: string) => Promise<string>) {
  const scope = fork({ handlers: [[requestResetFx, jest.fn(answer)]] });
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>
    </Provider>,
  );
  return userEvent.setup();
}

describe('forgot password page', () => {
  test('after sending, says where the link went and how long it works', async () => {
    const user = renderPage(() =>
      Promise.resolve('If an account uses that email, a link to reset the password is on its way.'),
    );

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(
      'If an account uses that email, a link to reset the password is on its way.',
    );
    expect(confirmation).toHaveTextContent(
      'Check your inbox and spam folder. The link works for 30 minutes.',
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull();
  });

  test('a failure keeps the form with the spec message', async () => {
    const user = renderPage(() => Promise.reject(new TypeError('fetch failed')));

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('fan@example.com');
  });
});
