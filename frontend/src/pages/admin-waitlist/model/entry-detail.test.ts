/** @jest-environment node */
import { allSettled, fork } from 'effector';
import { ApiError } from '@/shared/api';
import { $toasts } from '@/shared/lib/toast';
import type { EntryRef, WaitlistEntryDetail, WaitlistNote } from '../api/waitlist-api';
import { FAN_DETAIL, INVITED_DETAIL } from '../testing/waitlist-fixtures';
import {
  $decisionError,
  $entry,
  $noteDraft,
  $noteError,
  $proposed,
  $status,
  addNoteFx,
  decideFx,
  decisionCancelled,
  decisionConfirmed,
  decisionProposed,
  entryOpened,
  fetchEntryFx,
  noteSubmitted,
  noteTyped,
  reasonTyped,
} from './entry-detail';

const REF: EntryRef = { list: 'fans', id: FAN_DETAIL.id };
const NOTE: WaitlistNote = {
  id: '0b7e6c1e-3f0a-4d55-8d4a-5f8c2a1d9e11',
  body: 'Second thought.',
  author_id: 'a1b2c3d4-0000-4000-8000-000000000001',
  author_email: 'admin@encore.local',
  created_at: '2026-11-26T08:00:00.000000Z',
};

interface Answers {
  fetch?: (ref: EntryRef) => Promise<WaitlistEntryDetail>;
  note?: (request: { ref: EntryRef; body: string }) => Promise<WaitlistNote>;
  decide?: (request: { decision: string; reason: string }) => Promise<WaitlistEntryDetail>;
}

function detailScope(answers: Answers = {}) {
  const decided: { decision: string; reason: string }[] = [];
  const notes: string[] = [];
  const scope = fork({
    handlers: [
      [fetchEntryFx, answers.fetch ?? (() => Promise.resolve(FAN_DETAIL))],
      [
        addNoteFx,
        (request: { ref: EntryRef; body: string }) => {
          notes.push(request.body);
          return answers.note ? answers.note(request) : Promise.resolve(NOTE);
        },
      ],
      [
        decideFx,
        (request: { decision: string; reason: string }) => {
          decided.push({ decision: request.decision, reason: request.reason });
          return answers.decide ? answers.decide(request) : Promise.resolve(INVITED_DETAIL);
        },
      ],
    ],
  });
  return { scope, decided, notes };
}

describe('an opened waitlist entry', () => {
  test('loads the entry; an unknown one is not found', async () => {
    const { scope } = detailScope();
    await allSettled(entryOpened, { scope, params: REF });
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($entry)).toEqual(FAN_DETAIL);

    const missing = detailScope({
      fetch: () => Promise.reject(new ApiError(404, 'Not Found', 'There is no entry.', 'X')),
    });
    await allSettled(entryOpened, { scope: missing.scope, params: REF });
    expect(missing.scope.getState($status)).toBe('not_found');
  });

  test('adds a trimmed note to the entry shown, and never a blank one', async () => {
    const { scope, notes } = detailScope();
    await allSettled(entryOpened, { scope, params: REF });
    await allSettled(noteTyped, { scope, params: '   ' });
    await allSettled(noteSubmitted, { scope });
    expect(notes).toEqual([]);

    await allSettled(noteTyped, { scope, params: '  Second thought.  ' });
    await allSettled(noteSubmitted, { scope });
    expect(notes).toEqual(['Second thought.']);
    expect(scope.getState($entry)?.notes.map((note) => note.body)).toEqual([
      'Runs a fan club with 2,000 members.',
      'Second thought.',
    ]);
    expect(scope.getState($noteDraft)).toBe('');
  });

  test('keeps a note that could not be saved, with the reason', async () => {
    const { scope } = detailScope({
      note: () => Promise.reject(new ApiError(400, 'Bad Request', 'Too long.', 'X')),
    });
    await allSettled(entryOpened, { scope, params: REF });
    await allSettled(noteTyped, { scope, params: 'Kept' });
    await allSettled(noteSubmitted, { scope });
    expect(scope.getState($noteDraft)).toBe('Kept');
    expect(scope.getState($noteError)).toBe('Too long.');
  });

  test('approves once confirmed: the entry shows its invite, and a toast says so', async () => {
    const { scope, decided } = detailScope();
    await allSettled(entryOpened, { scope, params: REF });
    await allSettled(decisionProposed, { scope, params: 'approve' });
    expect(decided).toEqual([]);
    await allSettled(decisionConfirmed, { scope });

    expect(decided).toEqual([{ decision: 'approve', reason: '' }]);
    expect(scope.getState($entry)?.status).toBe('invited');
    expect(scope.getState($proposed)).toBeNull();
    expect(scope.getState($toasts).at(-1)).toMatchObject({
      kind: 'success',
      text: 'Grace Hopper is approved: the invite is on its way to grace@example.com.',
    });
  });

  test('rejects only with a reason, and can be called off', async () => {
    const { scope, decided } = detailScope({
      decide: () => Promise.resolve({ ...FAN_DETAIL, status: 'rejected' }),
    });
    await allSettled(entryOpened, { scope, params: REF });
    await allSettled(decisionProposed, { scope, params: 'reject' });
    await allSettled(decisionConfirmed, { scope });
    expect(decided).toEqual([]);

    await allSettled(reasonTyped, { scope, params: '  No music links yet. ' });
    await allSettled(decisionConfirmed, { scope });
    expect(decided).toEqual([{ decision: 'reject', reason: 'No music links yet.' }]);
    expect(scope.getState($entry)?.status).toBe('rejected');

    await allSettled(decisionProposed, { scope, params: 'approve' });
    await allSettled(decisionCancelled, { scope });
    expect(scope.getState($proposed)).toBeNull();
    expect(decided).toHaveLength(1);
  });

  test('a refused decision stays open with the server’s reason', async () => {
    const { scope } = detailScope({
      decide: () =>
        Promise.reject(
          new ApiError(
            409,
            'Conflict',
            'This entry is approved already.',
            'WAITLIST.ALREADY_APPROVED',
          ),
        ),
    });
    await allSettled(entryOpened, { scope, params: REF });
    await allSettled(decisionProposed, { scope, params: 'approve' });
    await allSettled(decisionConfirmed, { scope });
    expect(scope.getState($proposed)).toBe('approve');
    expect(scope.getState($decisionError)).toBe('This entry is approved already.');
    expect(scope.getState($entry)).toEqual(FAN_DETAIL);
  });
});
