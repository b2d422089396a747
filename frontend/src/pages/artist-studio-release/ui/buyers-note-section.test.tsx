import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import type { StudioRelease } from '@/entities/release';
import { studioReleaseFixture } from '@/entities/release/index.testing';
import type { BuyersNoteChange } from '../lib/buyers-note';
import { saveBuyersNoteFx } from '../model/buyers-note';
import { $release, releaseReplaced } from '../model/release-editor';
import { BuyersNoteSection } from './buyers-note-section';

function renderSection(release: StudioRelease) {
  const sent: BuyersNoteChange[] = [];
  const scope = fork({
    values: [[$release, release]],
    handlers: [
      [
        saveBuyersNoteFx,
        ({ change }: { change: BuyersNoteChange }) => {
          sent.push(change);
          return Promise.resolve({ ...release, ...change });
        },
      ],
    ],
  });
  render(
    <Provider value={scope}>
      <BuyersNoteSection />
    </Provider>,
  );
  return { scope, sent, user: userEvent.setup() };
}

const field = () => screen.getByRole('textbox', { name: 'Your note' });

describe('Note to buyers', () => {
  test('hidden while nobody has bought the release', () => {
    renderSection(studioReleaseFixture({ buyers: 0 }));
    expect(screen.queryByRole('region', { name: 'Note to buyers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  test('one buyer is one person', () => {
    renderSection(studioReleaseFixture({ buyers: 1 }));
    expect(screen.getByRole('region', { name: 'Note to buyers' })).toHaveTextContent(
      '1 person bought this release. The tracks they have stay as they are: to change one, add its new version as a new track. When you publish, this note is mailed to them with the new tracks’ titles.',
    );
  });

  test('twelve buyers are twelve people; the note is saved and cleared once published', async () => {
    const { scope, sent, user } = renderSection(studioReleaseFixture({ buyers: 12 }));
    expect(screen.getByRole('region', { name: 'Note to buyers' })).toHaveTextContent(
      '12 people bought this release.',
    );
    await user.type(field(), 'A remaster of Headlights.');
    expect(screen.getByText('25 of 1,000 characters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(sent).toEqual([{ buyers_note: 'A remaster of Headlights.' }]);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();

    await act(() =>
      allSettled(releaseReplaced, {
        scope,
        params: studioReleaseFixture({ buyers: 12, state: 'published', buyers_note: null }),
      }),
    );
    expect(field()).toHaveValue('');
  });

  test('too long is said at once, counted as the server counts, and not saved', async () => {
    const { sent, user } = renderSection(
      studioReleaseFixture({ buyers: 12, buyers_note: '🎵'.repeat(1000) }),
    );
    expect(field()).toBeValid();
    expect(screen.getByText('1,000 of 1,000 characters.')).toBeInTheDocument();
    await user.type(field(), '!');
    expect(field()).toBeInvalid();
    expect(field()).toHaveAccessibleDescription(/Keep it to 1,000 characters\./);
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(sent).toEqual([]);
  });
});
