import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { $toasts, toastShown } from '@/shared/lib/toast';
import { Toaster } from './toast';

describe('Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('shows a toast and closes it on its own after 5000 ms', async () => {
    const scope = fork();
    render(
      <Provider value={scope}>
        <Toaster />
      </Provider>,
    );

    await act(() =>
      allSettled(toastShown, {
        scope,
        params: { kind: 'success', text: 'Link copied to clipboard!' },
      }),
    );
    expect(screen.getAllByText('Link copied to clipboard!').length).toBeGreaterThan(0);

    await act(() => jest.advanceTimersByTimeAsync(4999));
    expect(scope.getState($toasts)).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(scope.getState($toasts)).toHaveLength(0);
    // Radix's screen-reader announcement copy lingers for a second; then nothing is left.
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.queryAllByText('Link copied to clipboard!')).toHaveLength(0);
  });

  test('the close button dismisses a toast straight away', async () => {
    jest.useRealTimers();
    const scope = fork({
      values: [[$toasts, [{ id: 1, kind: 'error', text: 'Failed to load album information' }]]],
    });
    render(
      <Provider value={scope}>
        <Toaster />
      </Provider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(scope.getState($toasts)).toHaveLength(0);
  });
});
