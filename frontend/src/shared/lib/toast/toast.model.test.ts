/** @jest-environment node */
import { allSettled, fork } from 'effector';
import { $toasts, toastDismissed, toastShown } from './toast.model';

describe('toast model', () => {
  test('queues toasts in order with distinct ids', async () => {
    const scope = fork();
    await allSettled(toastShown, { scope, params: { kind: 'success', text: 'Saved' } });
    await allSettled(toastShown, { scope, params: { kind: 'error', text: 'Failed' } });

    expect(scope.getState($toasts)).toEqual([
      { id: 1, kind: 'success', text: 'Saved' },
      { id: 2, kind: 'error', text: 'Failed' },
    ]);
  });

  test('dismissing removes only that toast', async () => {
    const scope = fork();
    await allSettled(toastShown, { scope, params: { kind: 'info', text: 'One' } });
    await allSettled(toastShown, { scope, params: { kind: 'info', text: 'Two' } });
    await allSettled(toastDismissed, { scope, params: 1 });

    expect(scope.getState($toasts)).toEqual([{ id: 2, kind: 'info', text: 'Two' }]);
  });
});
