import { characterCount, formatCount } from '@/shared/lib/format';
import type { ReleaseChanges } from './release-form';

// The artist's note to a release's buyers about its new tracks (docs/adr/0050): saved with
// PATCH /api/studio/releases/{id} `buyers_note`, mailed at the next publication, then cleared.

/** The server's limit (backend domain/sold-tracks.ts), in characters as it counts them. */
export const BUYERS_NOTE_MAX_CHARACTERS = 1000;

/** The note's field, for the checklist's link to it. */
export const BUYERS_NOTE_FIELD_ID = 'buyers-note';

/** The PATCH body that saves the note (null clears it). */
export type BuyersNoteChange = Required<Pick<ReleaseChanges, 'buyers_note'>>;

/** What the server stores of the typed note: trimmed, and nothing for empty. */
const storedForm = (typed: string): string | null => {
  const note = typed.trim();
  return note === '' ? null : note;
};

/** The note as the field shows it: the artist's edit, else what the server holds. */
export const noteText = (saved: string | null, edit: string | null): string => edit ?? saved ?? '';

/** Why the note cannot be saved as typed, or null (the server trims it, then counts code points). */
export function buyersNoteProblem(typed: string): string | null {
  return characterCount(typed.trim()) > BUYERS_NOTE_MAX_CHARACTERS
    ? `Keep it to ${formatCount(BUYERS_NOTE_MAX_CHARACTERS)} characters.`
    : null;
}

/** The field's hint: "312 of 1,000 characters." */
export const buyersNoteCount = (typed: string): string =>
  `${formatCount(characterCount(typed.trim()))} of ${formatCount(BUYERS_NOTE_MAX_CHARACTERS)} characters.`;

/** What saving would change, or null when the server already holds this note. */
export function buyersNoteChange(saved: string | null, typed: string): BuyersNoteChange | null {
  const note = storedForm(typed);
  return note === (saved === null ? null : storedForm(saved)) ? null : { buyers_note: note };
}

/**
 * The edit still worth keeping once the server holds `saved` (a save, a publication that mailed
 * and cleared it, another tab): one it now equals goes, so the field follows the server again.
 */
export const settleNoteEdit = (edit: string | null, saved: string | null): string | null =>
  edit === null || buyersNoteChange(saved, edit) === null ? null : edit;
