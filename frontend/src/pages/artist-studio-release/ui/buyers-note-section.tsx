import { useUnit } from 'effector-react';
import {
  $note,
  $noteChange,
  $noteProblem,
  $noteSave,
  buyersNoteEdited,
  buyersNoteSubmitted,
} from '../model/buyers-note';
import { $release } from '../model/release-editor';
import { BuyersNoteView } from './buyers-note-view';

/** "Note to buyers", once someone has bought the release; saved through model/buyers-note.ts. */
export function BuyersNoteSection() {
  const model = useUnit({
    release: $release,
    note: $note,
    problem: $noteProblem,
    change: $noteChange,
    save: $noteSave,
    edited: buyersNoteEdited,
    submitted: buyersNoteSubmitted,
  });
  if (model.release === null || model.release.buyers === 0) return null;
  return (
    <BuyersNoteView
      buyers={model.release.buyers}
      note={model.note}
      problem={model.problem}
      changed={model.change !== null}
      save={model.save}
      onChange={model.edited}
      onSubmit={model.submitted}
    />
  );
}
