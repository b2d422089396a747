import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';

import type { ProcessingStep } from '../domain/track-state.js';
import { ProcessingProgress } from './processing-progress.js';

describe('ProcessingProgress', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('writes each step at once, and encoding progress at most every two seconds', async () => {
    const writes: [ProcessingStep, number][] = [];
    const progress = new ProcessingProgress((step, percent) => {
      writes.push([step, Math.round(percent)]);
      return Promise.resolve();
    });
    await progress.step('probing');
    await progress.step('encoding');
    progress.encoded(10, 100); // within two seconds of the step: not written
    jest.advanceTimersByTime(2100);
    progress.encoded(50, 100);
    progress.encoded(60, 100);
    jest.advanceTimersByTime(2100);
    progress.encoded(200, 100); // beyond the estimate: held just short of the end
    await progress.settled();
    await progress.step('storing');
    expect(writes).toEqual([
      ['probing', 0],
      ['encoding', 5],
      ['encoding', 48],
      ['encoding', 89],
      ['storing', 90],
    ]);
  });

  test('survives a failed write', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const progress = new ProcessingProgress(() => Promise.reject(new Error('database away')));
    await expect(progress.step('probing')).resolves.toBeUndefined();
  });
});
