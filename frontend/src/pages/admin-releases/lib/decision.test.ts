/** @jest-environment node */
import { RELEASE_DECISION_REASON_MAX_LENGTH as REASON_MAX } from '@encore/shared-rules';
import { releaseFixture, takenDownFixture } from '../testing/release-fixtures';
import { decisionFor, promptOf, reasonProblem } from './decision';

describe('a decision about a release', () => {
  test('a taken-down release offers a restore; any other a take-down', () => {
    expect(decisionFor(takenDownFixture())).toBe('restore');
    for (const state of ['published', 'scheduled', 'draft'] as const) {
      expect(decisionFor(releaseFixture({ state }))).toBe('take_down');
    }
  });

  test('a reason is required, spaces alone are none, and the server’s limit holds', () => {
    expect(reasonProblem('take_down', '   ')).toBe(
      'Say why it is taken down: the artist reads it.',
    );
    expect(reasonProblem('restore', '')).toBe(
      'Write a note for the artist: they read it in their mail.',
    );
    expect(reasonProblem('take_down', ' Stolen artwork. ')).toBeNull();
    expect(reasonProblem('take_down', 'x'.repeat(REASON_MAX))).toBeNull();
    expect(reasonProblem('take_down', 'x'.repeat(REASON_MAX + 1))).toBe(
      'Keep it to 1,000 characters.',
    );
  });

  test('the limit counts characters as the server does: an emoji is one, not two', () => {
    expect(reasonProblem('take_down', '🎵'.repeat(REASON_MAX))).toBeNull();
    expect(reasonProblem('take_down', '🎵'.repeat(REASON_MAX + 1))).toBe(
      'Keep it to 1,000 characters.',
    );
  });

  test('the take-down asks as a destructive action; the restore says it is only a draft', () => {
    const takeDown = promptOf('take_down', releaseFixture());
    expect(takeDown).toMatchObject({
      title: 'Take down “Last Ferry Home”?',
      confirmLabel: 'Take down',
      tone: 'danger',
    });
    expect(takeDown.description).toContain('Listeners who bought it keep it.');
    const restore = promptOf('restore', takenDownFixture());
    expect(restore).toMatchObject({ title: 'Restore “Last Ferry Home”?', tone: 'primary' });
    expect(restore.description).toContain('stays hidden until Neon Harbor publishes it');
  });
});
