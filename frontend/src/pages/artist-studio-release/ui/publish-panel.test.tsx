import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { studioReleaseFixture } from '@/entities/release/index.testing';
import { BUYERS_NOTE_FIELD_ID } from '../lib/buyers-note';
import { PublishPanel } from './publish-panel';

const NOTE_MISSING =
  'Write a note to the 12 people who bought it: it is mailed to them with the new track when you publish.';

test('a missing note to buyers links to its field, which takes the focus', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <PublishPanel
        release={studioReleaseFixture({
          buyers: 12,
          checklist: {
            complete: false,
            missing: [
              { item: 'genre', message: 'Choose at least one genre.' },
              { item: 'buyers_note', message: NOTE_MISSING },
            ],
          },
          actions: { edit_tracks: true, delete: true, publish: false, unpublish: false },
        })}
        onPublish={jest.fn()}
        onUnpublish={jest.fn()}
        onDelete={jest.fn()}
        listenerPreviewPath="/listen"
        timeZone="UTC"
      />
      <label htmlFor={BUYERS_NOTE_FIELD_ID}>Your note</label>
      <textarea id={BUYERS_NOTE_FIELD_ID} />
    </MemoryRouter>,
  );
  const [genre, note] = screen.getAllByRole('listitem');
  if (genre === undefined || note === undefined) throw new Error('two items expected');
  expect(within(genre).queryByRole('link')).not.toBeInTheDocument();
  expect(note).toHaveTextContent(`${NOTE_MISSING} Write the note`);
  await user.click(within(note).getByRole('link', { name: 'Write the note' }));
  expect(screen.getByRole('textbox', { name: 'Your note' })).toHaveFocus();
});
