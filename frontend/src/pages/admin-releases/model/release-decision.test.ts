/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork, type Scope } from 'effector';
import { ApiError } from '@/shared/api';
import { $toasts } from '@/shared/lib/toast';
import type { AdminRelease } from '../api/admin-releases-api';
import {
  RELEASE_ID,
  RELEASES,
  releaseFixture,
  restoredFixture,
  TAKE_DOWN_REASON,
  takenDownFixture,
} from '../testing/release-fixtures';
import {
  $decision,
  $decisionError,
  $reason,
  $reasonError,
  decideFx,
  decisionAsked,
  decisionCancelled,
  decisionConfirmed,
  type DecisionRequest,
  reasonTyped,
} from './release-decision';
import { releasesList } from './releases-list';

function decisionScope(answer: (request: DecisionRequest) => Promise<AdminRelease>) {
  const decide = jest.fn(answer);
  const scope = fork({
    values: [[releasesList.$items, RELEASES]],
    handlers: [[decideFx, decide]],
  });
  return { scope, decide };
}

const rowOf = (scope: Scope, id = RELEASE_ID) =>
  scope.getState(releasesList.$items).find((release) => release.id === id);

describe('a take-down or restore', () => {
  test('is not sent without a reason; the problem goes once one is typed', async () => {
    const { scope, decide } = decisionScope(() => Promise.resolve(takenDownFixture()));
    await allSettled(decisionAsked, {
      scope,
      params: { kind: 'take_down', release: releaseFixture() },
    });
    await allSettled(reasonTyped, { scope, params: '   ' });
    await allSettled(decisionConfirmed, { scope });

    expect(decide).not.toHaveBeenCalled();
    expect(scope.getState($reasonError)).toBe('Say why it is taken down: the artist reads it.');
    expect(scope.getState($decision)).not.toBeNull();

    await allSettled(reasonTyped, { scope, params: 'Stolen' });
    expect(scope.getState($reasonError)).toBeNull();
  });

  test('sends the trimmed reason, closes, and shows the answer in the row with a toast', async () => {
    const { scope, decide } = decisionScope(() => Promise.resolve(takenDownFixture()));
    await allSettled(decisionAsked, {
      scope,
      params: { kind: 'take_down', release: releaseFixture() },
    });
    await allSettled(reasonTyped, { scope, params: `  ${TAKE_DOWN_REASON}\n` });
    await allSettled(decisionConfirmed, { scope });

    expect(decide).toHaveBeenCalledWith({
      kind: 'take_down',
      id: RELEASE_ID,
      reason: TAKE_DOWN_REASON,
    });
    expect(scope.getState($decision)).toBeNull();
    expect(rowOf(scope)).toMatchObject({ state: 'taken_down', take_down_reason: TAKE_DOWN_REASON });
    // The other rows are as they were.
    expect(rowOf(scope, RELEASES[1]?.id)).toEqual(RELEASES[1]);
    expect(scope.getState($toasts).map((toast) => toast.text)).toEqual([
      '“Last Ferry Home” is taken down. Neon Harbor is told why by mail.',
    ]);
  });

  test("a refusal keeps the dialog open with the server's words and the reason typed", async () => {
    const { scope } = decisionScope(() =>
      Promise.reject(
        new ApiError(
          404,
          'Not Found',
          'There is no release with this id.',
          'STUDIO.RELEASE_NOT_FOUND',
        ),
      ),
    );
    await allSettled(decisionAsked, {
      scope,
      params: { kind: 'take_down', release: releaseFixture() },
    });
    await allSettled(reasonTyped, { scope, params: TAKE_DOWN_REASON });
    await allSettled(decisionConfirmed, { scope });

    expect(scope.getState($decisionError)).toBe('There is no release with this id.');
    expect(scope.getState($decision)).not.toBeNull();
    expect(scope.getState($reason)).toBe(TAKE_DOWN_REASON);
    expect(rowOf(scope)?.state).toBe('published');

    await allSettled(decisionCancelled, { scope });
    expect(scope.getState($decision)).toBeNull();
    expect(scope.getState($decisionError)).toBeNull();
  });

  test('a restore sends its note and the row becomes a draft', async () => {
    const { scope, decide } = decisionScope(() => Promise.resolve(restoredFixture()));
    await allSettled(decisionAsked, {
      scope,
      params: { kind: 'restore', release: takenDownFixture() },
    });
    expect(scope.getState($reason)).toBe('');
    await allSettled(reasonTyped, { scope, params: 'Rights confirmed.' });
    await allSettled(decisionConfirmed, { scope });

    expect(decide).toHaveBeenCalledWith({
      kind: 'restore',
      id: RELEASE_ID,
      reason: 'Rights confirmed.',
    });
    expect(rowOf(scope)).toMatchObject({ state: 'draft', take_down_reason: null });
  });
});
