import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { ApiError, explainFailure, failureMessage } from '@/shared/api';
import { toastShown } from '@/shared/lib/toast';
import {
  addNote,
  approveEntry,
  type EntryRef,
  fetchEntry,
  rejectEntry,
  resendInvite,
  type WaitlistEntryDetail,
} from '../api/waitlist-api';
import { type Decision, doneMessageOf } from '../lib/decision';

export type DetailStatus = 'loading' | 'ready' | 'failed' | 'not_found';

interface NoteRequest {
  ref: EntryRef;
  body: string;
}

interface DecisionRequest {
  ref: EntryRef;
  decision: Decision;
  reason: string;
}

/** An entry was opened (its id in the address), or the address named another one. */
export const entryOpened = createEvent<EntryRef>();
export const entryRetried = createEvent();
export const noteTyped = createEvent<string>();
export const noteSubmitted = createEvent();
/** A decision was chosen: it waits for its confirmation (and, to reject, a reason). */
export const decisionProposed = createEvent<Decision>();
export const decisionCancelled = createEvent();
export const reasonTyped = createEvent<string>();
export const decisionConfirmed = createEvent();

export const fetchEntryFx = createEffect(fetchEntry);
export const addNoteFx = createEffect(({ ref, body }: NoteRequest) => addNote(ref, body));
export const decideFx = createEffect(
  ({ ref, decision, reason }: DecisionRequest): Promise<WaitlistEntryDetail> => {
    switch (decision) {
      case 'approve':
        return approveEntry(ref);
      case 'reject':
        return rejectEntry(ref, reason);
      case 'resend_invite':
        return resendInvite(ref);
    }
  },
);

export const $ref = createStore<EntryRef | null>(null).on(entryOpened, (_, ref) => ref);
export const $entry = createStore<WaitlistEntryDetail | null>(null).reset(entryOpened);
export const $status = createStore<DetailStatus>('loading');
export const $loadError = createStore<string | null>(null);
export const $noteDraft = createStore('')
  .on(noteTyped, (_, text) => text)
  .reset(entryOpened);
export const $noteError = createStore<string | null>(null);
export const $isAddingNote = addNoteFx.pending;
/** The decision waiting for its confirmation (its dialog is open while there is one). */
export const $proposed = createStore<Decision | null>(null);
export const $reason = createStore('');
/** Why the confirmed decision failed, in the server's words (shown in its dialog). */
export const $decisionError = createStore<string | null>(null);
export const $isDeciding = decideFx.pending;

const load = sample({ clock: [entryOpened, entryRetried], source: $ref });
sample({
  clock: load,
  filter: (ref): ref is EntryRef => ref !== null,
  target: fetchEntryFx,
});

// A reply for another entry than the one open now (quick navigation) is dropped.
const loaded = sample({
  clock: fetchEntryFx.done,
  source: $ref,
  filter: (ref, { params }) => ref === params,
  fn: (_, { result }) => result,
});
const loadFailed = sample({
  clock: fetchEntryFx.fail,
  source: $ref,
  filter: (ref, { params }) => ref === params,
  fn: (_, { error }) => error,
});

$entry.on(loaded, (_, entry) => entry);
$status
  .on(load, () => 'loading')
  .on(loaded, () => 'ready')
  .on(loadFailed, (_, error) =>
    error instanceof ApiError && error.status === 404 ? 'not_found' : 'failed',
  );
$loadError
  .on(loadFailed, (_, error) =>
    failureMessage(error, 'This entry could not be loaded. Check your connection and try again.'),
  )
  .reset(load);

// Notes: appended to the entry shown when the server has kept them.
const $noteRequest = combine(
  $ref,
  $noteDraft,
  $isAddingNote,
  (ref, draft, busy): NoteRequest | null =>
    ref === null || draft.trim() === '' || busy ? null : { ref, body: draft.trim() },
);
sample({
  clock: noteSubmitted,
  source: $noteRequest,
  filter: (request): request is NoteRequest => request !== null,
  target: addNoteFx,
});
const noteAdded = sample({
  clock: addNoteFx.done,
  source: $ref,
  filter: (ref, { params }) => ref === params.ref,
  fn: (_, { result }) => result,
});
$entry.on(noteAdded, (entry, note) =>
  entry === null ? null : { ...entry, notes: [...entry.notes, note] },
);
$noteDraft.reset(noteAdded);
$noteError
  .on(addNoteFx.failData, (_, error) => explainFailure(error, 'The note could not be saved.'))
  .reset(noteSubmitted, noteAdded, entryOpened);

// Decisions: proposed, confirmed in a dialog, then the entry as the server answers it.
$proposed.on(decisionProposed, (_, decision) => decision).reset(decisionCancelled, entryOpened);
$reason.on(reasonTyped, (_, reason) => reason).reset(decisionProposed, entryOpened);
$decisionError.reset(decisionProposed, decisionCancelled, decisionConfirmed, entryOpened);

/** The decision as it would be sent now; null while it cannot be (a rejection needs a reason). */
const $decisionRequest = combine(
  $ref,
  $proposed,
  $reason,
  $isDeciding,
  (ref, decision, typed, busy): DecisionRequest | null => {
    const reason = typed.trim();
    if (ref === null || decision === null || busy) return null;
    return decision === 'reject' && reason === '' ? null : { ref, decision, reason };
  },
);
sample({
  clock: decisionConfirmed,
  source: $decisionRequest,
  filter: (request): request is DecisionRequest => request !== null,
  target: decideFx,
});

const decided = sample({
  clock: decideFx.done,
  source: $ref,
  filter: (ref, { params }) => ref === params.ref,
  fn: (_, done) => done,
});
$entry.on(decided, (_, { result }) => result);
$proposed.reset(decided);
$decisionError.on(decideFx.failData, (_, error) =>
  explainFailure(error, 'That did not work. Please try again.'),
);
sample({
  clock: decideFx.done,
  fn: ({ params, result }) => ({
    kind: 'success' as const,
    text: doneMessageOf(params.decision, result),
  }),
  target: toastShown,
});
