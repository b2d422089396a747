import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { explainFailure } from '@/shared/api';
import { updateRelease } from '../api/release-edits';
import {
  type BuyersNoteChange,
  buyersNoteChange,
  buyersNoteProblem,
  noteText,
  settleNoteEdit,
} from '../lib/buyers-note';
import { $release, editorOpened, releaseReplaced } from './release-editor';
import type { DetailsSave } from './track-details';

/** The artist typed in the note. */
export const buyersNoteEdited = createEvent<string>();
/** The artist asked to save it. */
export const buyersNoteSubmitted = createEvent();

export const saveBuyersNoteFx = createEffect(
  ({ releaseId, change }: { releaseId: string; change: BuyersNoteChange }) =>
    updateRelease(releaseId, change),
);

/** What the server holds (null: no note; a publication that mails it clears it). */
const $savedNote = $release.map((release) => release?.buyers_note ?? null);
/** The artist's unsaved text; null: the field follows the server. */
export const $noteEdit = createStore<string | null>(null);
/** The note as the field shows it. */
export const $note = combine($savedNote, $noteEdit, noteText);
export const $noteProblem = $note.map(buyersNoteProblem);
/** What Save would send; null when there is nothing to save. */
export const $noteChange = combine($savedNote, $note, buyersNoteChange);
/** The last save since the page opened: under way, done, or refused in the server's words. */
export const $noteSave = createStore<DetailsSave | null>(null);

$noteEdit
  .on(buyersNoteEdited, (_, text) => text)
  // Only when the server's note changes: a poll with the same note never trims what is typed.
  .on($savedNote.updates, settleNoteEdit)
  .reset(editorOpened);

sample({
  clock: buyersNoteSubmitted,
  source: {
    release: $release,
    change: $noteChange,
    problem: $noteProblem,
    saving: saveBuyersNoteFx.pending,
  },
  filter: ({ release, change, problem, saving }) =>
    release !== null && change !== null && problem === null && !saving,
  fn: ({ release, change }) => ({
    releaseId: release?.id ?? '',
    change: change ?? { buyers_note: null },
  }),
  target: saveBuyersNoteFx,
});

$noteSave
  .on(saveBuyersNoteFx, () => ({ status: 'saving' }))
  .on(saveBuyersNoteFx.done, () => ({ status: 'saved' }))
  .on(saveBuyersNoteFx.fail, (_, { error }) => ({
    status: 'failed',
    message: explainFailure(
      error,
      'The note could not be saved. Check your connection and try again.',
    ),
  }))
  // "Saved" no longer describes a note typed since; a refusal stays until the next save.
  .on(buyersNoteEdited, (save) => (save?.status === 'saved' ? null : save))
  .reset(editorOpened);

sample({ clock: saveBuyersNoteFx.doneData, target: releaseReplaced });
