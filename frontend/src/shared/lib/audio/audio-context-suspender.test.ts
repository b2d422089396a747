import { jest } from '@jest/globals';
import { createAudioContextSuspender, type SuspendableContext } from './audio-context-suspender';

function fakeContext(state: string) {
  const context = {
    state,
    suspend: jest.fn(() => {
      context.state = 'suspended';
      return Promise.resolve();
    }),
    resume: jest.fn(() => {
      context.state = 'running';
      return Promise.resolve();
    }),
  };
  return context satisfies SuspendableContext;
}

describe('audio context suspension (spec §9: after 30 s of inactivity)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('suspends 30 s after the sound stopped, not before', () => {
    const context = fakeContext('running');
    const suspender = createAudioContextSuspender(() => context, 30_000);

    suspender.soundStopped();
    jest.advanceTimersByTime(29_999);
    expect(context.suspend).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(context.suspend).toHaveBeenCalledTimes(1);
  });

  test('sound starting again cancels the countdown and resumes a suspended context', () => {
    const context = fakeContext('running');
    const suspender = createAudioContextSuspender(() => context, 30_000);

    suspender.soundStopped();
    jest.advanceTimersByTime(20_000);
    suspender.soundStarting();
    jest.advanceTimersByTime(60_000);
    expect(context.suspend).not.toHaveBeenCalled();

    suspender.soundStopped();
    jest.advanceTimersByTime(30_000);
    expect(context.state).toBe('suspended');
    suspender.soundStarting();
    expect(context.resume).toHaveBeenCalledTimes(1);
  });

  test('does nothing without Web Audio', () => {
    const suspender = createAudioContextSuspender(() => undefined, 30_000);
    suspender.soundStopped();
    expect(() => {
      jest.advanceTimersByTime(30_000);
    }).not.toThrow();
    suspender.soundStarting();
  });
});
