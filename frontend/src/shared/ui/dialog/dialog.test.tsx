import { jest } from '@jest/globals';

// The test setup loads the dialog's view up front (test/setup-tests.ts); a fresh module registry
// here (React, Testing Library and the dialog imported after the reset) makes these tests fetch
// it as the app's first load does.
jest.resetModules();
const { render, screen, waitFor, within } = await import('@testing-library/react');
const { default: userEvent } = await import('@testing-library/user-event');
const { Dialog, DialogClose } = await import('./dialog');

describe('a dialog before its view has loaded', () => {
  test('shows its trigger only; pressing it opens the dialog once the view arrives', async () => {
    render(
      <Dialog
        title="SoundCheck Exclusive"
        description="Buy access once to hear it in full."
        trigger={<button type="button">Open</button>}
        footer={
          <DialogClose asChild>
            <button type="button">Maybe Later</button>
          </DialogClose>
        }
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // The shell's own trigger: Radix's (once the view is there) names the content it controls.
    expect(trigger).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('dialog')).toBeNull();

    const user = userEvent.setup();
    await user.click(trigger);
    const opened = await screen.findByRole('dialog', { name: 'SoundCheck Exclusive' });
    expect(opened).toHaveTextContent('Buy access once to hear it in full.');

    await user.click(within(opened).getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('opened from outside (open + onOpenChange): shows once loaded, reports its close', async () => {
    const changes: boolean[] = [];
    render(
      <Dialog
        title="Login to Encore"
        open
        onOpenChange={(open) => {
          changes.push(open);
        }}
      />,
    );
    const opened = await screen.findByRole('dialog', { name: 'Login to Encore' });

    await userEvent.setup().click(within(opened).getByRole('button', { name: 'Close' }));

    expect(changes).toEqual([false]);
  });
});
