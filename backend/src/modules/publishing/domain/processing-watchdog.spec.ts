import { watchdogVerdict } from './processing-watchdog.js';

describe('watchdogVerdict', () => {
  test('leaves a track that reported progress within the stall time', () => {
    expect(watchdogVerdict({ silentS: 299, stallS: 300, job: 'active' })).toEqual({
      kind: 'leave',
    });
  });

  test('leaves a track whose job is still queued behind others', () => {
    for (const job of ['waiting', 'delayed', 'prioritized'] as const) {
      expect(watchdogVerdict({ silentS: 5000, stallS: 300, job })).toEqual({ kind: 'leave' });
    }
  });

  test('fails a track whose active job stopped making progress', () => {
    const verdict = watchdogVerdict({ silentS: 301.4, stallS: 300, job: 'active' });
    expect(verdict).toMatchObject({ kind: 'fail', failure: { kind: 'stalled' } });
    expect(verdict.kind === 'fail' && verdict.detail).toContain('no progress reported for 301 s');
  });

  test('fails a track whose job is gone, finished or given up on', () => {
    for (const job of ['missing', 'completed', 'failed'] as const) {
      expect(
        watchdogVerdict({
          silentS: 400,
          stallS: 300,
          job,
          jobFailure: 'job stalled more than allowable limit',
        }),
      ).toMatchObject({ kind: 'fail', failure: { kind: 'interrupted' } });
    }
  });
});
