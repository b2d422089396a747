import {
  buyersNoteChange,
  buyersNoteCount,
  buyersNoteProblem,
  noteText,
  settleNoteEdit,
} from './buyers-note';

describe('the note to buyers', () => {
  test('is counted as the server counts: code points, after trimming', () => {
    expect(buyersNoteProblem('🎵'.repeat(1000))).toBeNull();
    expect(buyersNoteProblem(`  ${'a'.repeat(1000)}  \n`)).toBeNull();
    expect(buyersNoteProblem('a'.repeat(1001))).toBe('Keep it to 1,000 characters.');
    expect(buyersNoteCount(' 🎵é ')).toBe('2 of 1,000 characters.');
    expect(buyersNoteCount('a'.repeat(1234))).toBe('1,234 of 1,000 characters.');
  });

  test('shows the edit, else what the server holds', () => {
    expect(noteText('Saved', null)).toBe('Saved');
    expect(noteText(null, null)).toBe('');
    expect(noteText('Saved', '')).toBe('');
  });

  test('saves trimmed text, clears with empty text, and sends nothing the server holds', () => {
    expect(buyersNoteChange(null, '  A remaster.  ')).toEqual({ buyers_note: 'A remaster.' });
    expect(buyersNoteChange('A remaster.', '   ')).toEqual({ buyers_note: null });
    expect(buyersNoteChange('A remaster.', 'A remaster. ')).toBeNull();
    expect(buyersNoteChange(null, '')).toBeNull();
  });

  test('an edit the server now holds goes; another stays', () => {
    expect(settleNoteEdit('A remaster. ', 'A remaster.')).toBeNull();
    expect(settleNoteEdit('', null)).toBeNull();
    expect(settleNoteEdit(null, null)).toBeNull();
    // Published: the server mailed and cleared the saved note; unsaved words stay on screen.
    expect(settleNoteEdit('Not saved yet', null)).toBe('Not saved yet');
  });
});
