import { allSettled, fork } from 'effector';
import type { StudioRelease } from '@/entities/release';
import { RELEASE_ID, studioReleaseFixture } from '@/entities/release/index.testing';
import { ApiError } from '@/shared/api';
import type { BuyersNoteChange } from '../lib/buyers-note';
import {
  $note,
  $noteChange,
  $noteProblem,
  $noteSave,
  buyersNoteEdited,
  buyersNoteSubmitted,
  saveBuyersNoteFx,
} from './buyers-note';
import { $release, editorOpened, fetchReleaseFx, releaseReplaced } from './release-editor';

const bought = studioReleaseFixture({ buyers: 12, buyers_note: null });

function setup(save?: (change: BuyersNoteChange) => Promise<StudioRelease>) {
  const sent: BuyersNoteChange[] = [];
  const scope = fork({
    values: [[$release, bought]],
    handlers: [
      [fetchReleaseFx, () => Promise.resolve(bought)],
      [
        saveBuyersNoteFx,
        ({ change }: { releaseId: string; change: BuyersNoteChange }) => {
          sent.push(change);
          return save?.(change) ?? Promise.resolve({ ...bought, ...change });
        },
      ],
    ],
  });
  return { scope, sent };
}

describe('the note to buyers', () => {
  test('typed, saved trimmed, then the field follows the server', async () => {
    const { scope, sent } = setup();
    expect(scope.getState($note)).toBe('');
    expect(scope.getState($noteChange)).toBeNull();
    await allSettled(buyersNoteEdited, { scope, params: ' A remaster of “Headlights”. ' });
    expect(scope.getState($noteChange)).toEqual({ buyers_note: 'A remaster of “Headlights”.' });
    await allSettled(buyersNoteSubmitted, { scope });
    expect(sent).toEqual([{ buyers_note: 'A remaster of “Headlights”.' }]);
    expect(scope.getState($release)?.buyers_note).toBe('A remaster of “Headlights”.');
    expect(scope.getState($note)).toBe('A remaster of “Headlights”.');
    expect(scope.getState($noteSave)).toEqual({ status: 'saved' });
    expect(scope.getState($noteChange)).toBeNull();
  });

  test('a publication mails and clears the note: the field shows it cleared', async () => {
    const { scope } = setup();
    await allSettled(buyersNoteEdited, { scope, params: 'A remaster.' });
    await allSettled(buyersNoteSubmitted, { scope });
    expect(scope.getState($note)).toBe('A remaster.');
    await allSettled(releaseReplaced, {
      scope,
      params: { ...bought, state: 'published', buyers_note: null },
    });
    expect(scope.getState($note)).toBe('');
    expect(scope.getState($noteChange)).toBeNull();
  });

  test('a poll with the same note leaves what is being typed alone', async () => {
    const { scope } = setup();
    await allSettled(releaseReplaced, { scope, params: { ...bought, buyers_note: 'Hi' } });
    await allSettled(buyersNoteEdited, { scope, params: 'Hi ' });
    await allSettled(releaseReplaced, { scope, params: { ...bought, buyers_note: 'Hi' } });
    expect(scope.getState($note)).toBe('Hi ');
  });

  test('too long: said at once, and not sent', async () => {
    const { scope, sent } = setup();
    await allSettled(buyersNoteEdited, { scope, params: 'a'.repeat(1001) });
    expect(scope.getState($noteProblem)).toBe('Keep it to 1,000 characters.');
    await allSettled(buyersNoteSubmitted, { scope });
    expect(sent).toEqual([]);
  });

  test('a refused save says why and keeps the text; opening another release starts afresh', async () => {
    const { scope } = setup(() =>
      Promise.reject(
        new ApiError(400, 'Bad Request', 'Validation failed', 'VALIDATION', [
          { field: 'buyers_note', messages: ['buyers_note must be at most 1000 characters'] },
        ]),
      ),
    );
    await allSettled(buyersNoteEdited, { scope, params: 'Hello' });
    await allSettled(buyersNoteSubmitted, { scope });
    expect(scope.getState($noteSave)).toEqual({
      status: 'failed',
      message: 'buyers_note must be at most 1000 characters',
    });
    expect(scope.getState($note)).toBe('Hello');
    await allSettled(editorOpened, {
      scope,
      params: { releaseId: RELEASE_ID, role: 'artist', artistId: null },
    });
    expect(scope.getState($noteSave)).toBeNull();
    expect(scope.getState($note)).toBe('');
  });
});
