import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

const renderDialog = (props: { pending?: boolean; error?: string | null } = {}) => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      open
      title="Disable lena@example.com?"
      description="They are signed out everywhere at once."
      confirmLabel="Disable account"
      tone="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
};

describe('ConfirmDialog', () => {
  test('says what happens and acts only on the named button', async () => {
    const { onConfirm, onCancel } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Disable lena@example.com?' });
    expect(dialog).toHaveTextContent('They are signed out everywhere at once.');
    const user = userEvent.setup();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  test('while pending it cannot be confirmed twice or cancelled; a failure is shown in it', async () => {
    renderDialog({ pending: true, error: 'Encore needs at least one enabled admin.' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Disable account' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Encore needs at least one enabled admin.',
    );
  });
});
