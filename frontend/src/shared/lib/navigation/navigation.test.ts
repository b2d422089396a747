/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import { navigateFx, navigatorAttached } from './navigation';

describe('navigation', () => {
  test('models navigate through the router the app attached to their scope', async () => {
    const routerNavigate = jest.fn((_to: string) => undefined);
    const scope = fork();

    await allSettled(navigatorAttached, { scope, params: routerNavigate });
    await allSettled(navigateFx, { scope, params: '/discover' });

    expect(routerNavigate).toHaveBeenCalledWith('/discover');
  });
});
