import { jest } from '@jest/globals';
import { allSettled, createWatch, fork } from 'effector';
import { pageLeft, watchPageFx } from './queue-sync';

describe('a page that goes away', () => {
  test('pagehide and a hidden page save at once; a visible one does not', async () => {
    const scope = fork();
    let left = 0;
    createWatch({ unit: pageLeft, scope, fn: () => (left += 1) });
    await allSettled(watchPageFx, { scope });

    window.dispatchEvent(new Event('pagehide'));
    expect(left).toBe(1);

    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(left).toBe(1);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(left).toBe(2);
  });
});
