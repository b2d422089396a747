import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { PasswordUpdate } from '../api/update-password';
import { updatePasswordFx } from '../model/change-password';
import { ChangePasswordForm } from './change-password-form';

function renderForm(token?: string) {
  const update = jest.fn((_update: PasswordUpdate) => Promise.resolve());
  const scope = fork({ handlers: [[updatePasswordFx, update]] });
  render(
    <Provider value={scope}>
      <ChangePasswordForm token={token} />
    </Provider>,
  );
  return { update, user: userEvent.setup() };
}

describe('change password form', () => {
  test('signed in: asks for the current password and confirms the change', async () => {
    const { update, user } = renderForm();

    await user.type(screen.getByLabelText(/Current password/), 'old secret');
    await user.type(screen.getByLabelText(/^New password/), 'new secret!');
    await user.type(screen.getByLabelText(/Confirm new password/), 'new secret!');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    expect(update).toHaveBeenCalledWith({ password: 'new secret!', currentPassword: 'old secret' });
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been updated.');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
  });

  test('with a reset token: no current password, and a mismatch is caught before sending', async () => {
    const { update, user } = renderForm('reset-token');
    expect(screen.queryByLabelText(/Current password/)).toBeNull();

    await user.type(screen.getByLabelText(/^New password/), 'new secret!');
    await user.type(screen.getByLabelText(/Confirm new password/), 'new secret?');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(screen.getByLabelText(/Confirm new password/)).toBeInvalid();
    expect(update).not.toHaveBeenCalled();
  });
});
