/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import { ApiError } from '@/shared/api';
import { confirmLink, unsubscribeLink } from './email-link';

describe('mailed waitlist links', () => {
  test('the confirm page spends its token at once and shows the answer', async () => {
    const confirm = jest.fn((_token: string) => Promise.resolve('Your email is confirmed.'));
    const scope = fork({ handlers: [[confirmLink.actionFx, confirm]] });

    await allSettled(confirmLink.pageOpened, { scope, params: 'tok' });

    expect(confirm).toHaveBeenCalledWith('tok');
    expect(scope.getState(confirmLink.$state)).toEqual({
      kind: 'done',
      message: 'Your email is confirmed.',
    });
  });

  test("a used link shows the server's words", async () => {
    const scope = fork({
      handlers: [
        [
          confirmLink.actionFx,
          () => Promise.reject(new ApiError(410, 'Gone', 'This link was already used.', 'X')),
        ],
      ],
    });

    await allSettled(confirmLink.pageOpened, { scope, params: 'tok' });

    expect(scope.getState(confirmLink.$state)).toEqual({
      kind: 'failed',
      message: 'This link was already used.',
    });
  });

  test('without a token nothing is sent', async () => {
    const confirm = jest.fn((_token: string) => Promise.resolve('ok'));
    const scope = fork({ handlers: [[confirmLink.actionFx, confirm]] });

    await allSettled(confirmLink.pageOpened, { scope, params: null });

    expect(confirm).not.toHaveBeenCalled();
    expect(scope.getState(confirmLink.$state).kind).toBe('missing-token');
  });

  test('the unsubscribe page waits for the button', async () => {
    const unsubscribe = jest.fn((_token: string) => Promise.resolve('You are unsubscribed.'));
    const scope = fork({ handlers: [[unsubscribeLink.actionFx, unsubscribe]] });

    await allSettled(unsubscribeLink.pageOpened, { scope, params: 'tok' });
    expect(unsubscribe).not.toHaveBeenCalled();
    expect(scope.getState(unsubscribeLink.$state).kind).toBe('ready');

    await allSettled(unsubscribeLink.actionRequested, { scope });
    expect(unsubscribe).toHaveBeenCalledWith('tok');
    expect(scope.getState(unsubscribeLink.$state)).toEqual({
      kind: 'done',
      message: 'You are unsubscribed.',
    });
  });
});
