import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createEvent, createStore, fork } from 'effector';
import { Provider, useUnit } from 'effector-react';
import type { StudioTrack } from '@/entities/release';
import { studioTrackFixture } from '@/entities/release/index.testing';
import { ApiError } from '@/shared/api';
import type { DetailsChanges } from '../lib/details-draft';
import { saveTrackDetailsFx, trackDetailsSaved } from '../model/track-details';
import { TrackDetailsEditor } from './track-details-editor';

/** The page's side: the release holds the track, merges the saved reply (its wiring) and polls. */
const trackPolled = createEvent<StudioTrack>();
const $track = createStore<StudioTrack | null>(null).on(
  [trackDetailsSaved, trackPolled],
  (_, track) => track,
);

function Page() {
  const track = useUnit($track);
  return track === null ? null : <TrackDetailsEditor track={track} />;
}

type Save = (params: { trackId: string; changes: DetailsChanges }) => Promise<StudioTrack>;

function renderEditor(track: StudioTrack = studioTrackFixture(), save?: Save) {
  const sent: DetailsChanges[] = [];
  const answer: Save =
    save ??
    (({ changes }) => {
      sent.push(changes);
      return Promise.resolve({ ...track, ...changes });
    });
  const scope = fork({ values: [[$track, track]], handlers: [[saveTrackDetailsFx, answer]] });
  const view = render(
    <Provider value={scope}>
      <Page />
    </Provider>,
  );
  return { sent, scope, view, user: userEvent.setup() };
}

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByText('Credits and lyrics'));
};
const syncedField = () => screen.getByRole('textbox', { name: 'Synced lyrics (LRC)' });
const saveButton = () => screen.getByRole('button', { name: 'Save credits and lyrics' });

const LRC =
  '[00:08.32] The ferry horn\n[00:13.10] Orange lamps\n[00:17.88]\n[00:22.66] The whole town';

test('closed, the row says what the track has; open, every field is labelled', async () => {
  const { user, view } = renderEditor(
    studioTrackFixture({ credits: 'Producer: Sam Reed\nVocals: Ada Lowe', lyrics_synced: LRC }),
  );
  const details = view.container.querySelector('details');
  expect(details).not.toHaveAttribute('open');
  expect(details?.querySelector('summary')).toHaveTextContent(
    'Credits and lyrics of “Headlights”2 credits · synced lyrics',
  );
  await open(user);
  expect(details).toHaveAttribute('open');
  const form = screen.getByRole('form', { name: 'Credits and lyrics of “Headlights”' });
  expect(within(form).getByRole('group', { name: 'Credits' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Role, credit 1' })).toHaveValue('Producer');
  expect(screen.getByRole('textbox', { name: 'Name, credit 2' })).toHaveValue('Ada Lowe');
  expect(screen.getByRole('textbox', { name: 'Lyrics' })).toHaveValue('');
  expect(syncedField()).toHaveValue(LRC);
  expect(saveButton()).toBeDisabled();
});

test('credits are added and removed from the keyboard, and only they are saved', async () => {
  const { user, sent } = renderEditor();
  await open(user);
  await user.click(screen.getByRole('button', { name: 'Add a credit' }));
  expect(screen.getByRole('combobox', { name: 'Role, credit 1' })).toHaveFocus();
  await user.keyboard('Producer{Tab}Sam Reed{Enter}');
  // Enter starts the next credit instead of sending the form.
  expect(screen.getByRole('combobox', { name: 'Role, credit 2' })).toHaveFocus();
  await user.keyboard('Bass{Tab}Jo');
  await user.click(screen.getByRole('button', { name: 'Remove credit 2 (Bass: Jo)' }));
  expect(screen.queryByRole('combobox', { name: 'Role, credit 2' })).toBeNull();
  expect(screen.getByRole('combobox', { name: 'Role, credit 1' })).toHaveFocus();
  expect(screen.getByText(/1 credit · no lyrics · unsaved changes/)).toBeInTheDocument();

  await user.click(saveButton());
  expect(sent).toEqual([{ credits: 'Producer: Sam Reed' }]);
  expect(await screen.findByText('Saved.')).toHaveAttribute('role', 'status');
  expect(saveButton()).toBeDisabled();

  await user.type(screen.getByRole('textbox', { name: 'Name, credit 1' }), ' Jr');
  expect(screen.queryByText('Saved.')).toBeNull();
});

test('a role without a name says so once the artist leaves the credit, and blocks the save', async () => {
  const { user, sent } = renderEditor();
  await open(user);
  await user.click(screen.getByRole('button', { name: 'Add a credit' }));
  await user.keyboard('Producer{Tab}');
  // Still in the credit: no complaint while its name is being typed.
  expect(screen.queryByText(/Add a name/)).toBeNull();
  await user.click(screen.getByRole('textbox', { name: 'Lyrics' }));
  expect(screen.getByText('Add a name for “Producer”, or remove this credit.')).toBeInTheDocument();
  await user.click(saveButton());
  expect(sent).toEqual([]);
  expect(screen.getByRole('textbox', { name: 'Name, credit 1' })).toHaveFocus();
});

test('pasted synced lyrics with a line that has no time are refused in plain words, and kept', async () => {
  const { user, sent } = renderEditor();
  await open(user);
  await user.click(syncedField());
  await user.paste('[00:08.32] The ferry horn\nOrange lamps');
  expect(syncedField()).toHaveAccessibleDescription(
    expect.stringContaining(
      'Line 2 has no time: synced lyrics start each line with one, like [01:02.50].',
    ),
  );
  expect(syncedField()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('region', { name: /Preview/ })).toBeNull();
  await user.click(saveButton());
  expect(sent).toEqual([]);
  expect(syncedField()).toHaveValue('[00:08.32] The ferry horn\nOrange lamps');
  expect(syncedField()).toHaveFocus();

  await user.clear(syncedField());
  await user.paste('[00:08.32] The ferry horn\n[00:13.10] Orange lamps');
  expect(syncedField()).not.toHaveAttribute('aria-invalid');
  expect(
    screen.getByRole('region', { name: 'Preview: as listeners see them' }),
  ).toBeInTheDocument();
});

test('over 10,000 characters is refused with how many to remove', async () => {
  const { user } = renderEditor();
  await open(user);
  await user.click(screen.getByRole('textbox', { name: 'Lyrics' }));
  await user.paste('la '.repeat(3334));
  expect(screen.getByRole('textbox', { name: 'Lyrics' })).toHaveAccessibleDescription(
    expect.stringContaining(
      'The lyrics are 10,002 characters long; at most 10,000 fit. Remove 2 characters.',
    ),
  );
});

test('the preview shows the lines as a listener follows them; the position moves the highlight', async () => {
  const { user } = renderEditor(studioTrackFixture({ lyrics_synced: LRC }));
  await open(user);
  const preview = screen.getByRole('region', { name: 'Preview: as listeners see them' });
  const lines = within(preview).getAllByRole('listitem');
  expect(lines.map((line) => line.textContent)).toEqual([
    '0:08.32The ferry horn',
    '0:13.10Orange lamps',
    '0:17.88♪ Instrumental break',
    '0:22.66The whole town',
  ]);
  expect(lines[0]).toHaveAttribute('aria-current', 'true');
  await user.click(within(preview).getByRole('button', { name: '0:13.10' }));
  expect(lines[1]).toHaveAttribute('aria-current', 'true');
  expect(lines[0]).not.toHaveAttribute('aria-current');
  expect(within(preview).getByRole('slider')).toHaveAttribute('aria-valuetext', '13 seconds');
});

test('an .lrc file is read in the browser; a file that is not text is refused and changes nothing', async () => {
  const { user, sent } = renderEditor();
  await open(user);
  const input = screen.getByLabelText('LRC file');
  await user.upload(input, new File([LRC.replaceAll('\n', '\r\n')], 'harbour.lrc'));
  await screen.findByRole('region', { name: 'Preview: as listeners see them' });
  expect(syncedField()).toHaveValue(LRC);

  // An image saved under an .lrc name (the picker only offers .lrc and text files).
  const image = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]);
  await user.upload(input, new File([image], 'cover.lrc'));
  expect(
    await screen.findByText(/“cover\.lrc” is not a text file\. An \.lrc file is plain text/),
  ).toBeInTheDocument();
  expect(syncedField()).toHaveValue(LRC);

  await user.click(saveButton());
  expect(sent).toEqual([{ lyrics_synced: LRC }]);
});

test('clearing the synced lyrics saves them as none', async () => {
  const { user, sent } = renderEditor(studioTrackFixture({ lyrics_synced: LRC }));
  await open(user);
  await user.click(screen.getByRole('button', { name: 'Clear synced lyrics' }));
  expect(syncedField()).toHaveValue('');
  expect(syncedField()).toHaveFocus();
  await user.click(saveButton());
  expect(sent).toEqual([{ lyrics_synced: null }]);
});

test("the server's refusal is shown, and what was typed stays to be saved again", async () => {
  const refusal = new ApiError(
    413,
    'Payload Too Large',
    'This request is larger than Encore accepts.',
    'HTTP.PAYLOAD_TOO_LARGE',
  );
  let calls = 0;
  const { user } = renderEditor(studioTrackFixture(), () => {
    calls++;
    return Promise.reject(refusal);
  });
  await open(user);
  await user.type(screen.getByRole('textbox', { name: 'Lyrics' }), 'Harbour lights');
  await user.click(saveButton());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Not saved');
  expect(alert).toHaveTextContent('This request is larger than Encore accepts.');
  expect(screen.getByRole('textbox', { name: 'Lyrics' })).toHaveValue('Harbour lights');
  expect(saveButton()).toBeEnabled();
  await user.click(saveButton());
  expect(calls).toBe(2);
});

test("the file's tags are offered for empty fields, never applied by themselves", async () => {
  const { user, sent } = renderEditor(
    studioTrackFixture({ tags: { lyrics: LRC, artists: ['Neon Harbor'], has_artwork: false } }),
  );
  await open(user);
  expect(syncedField()).toHaveValue('');
  await user.click(screen.getByRole('button', { name: "Use the file's lyrics" }));
  expect(syncedField()).toHaveValue(LRC);
  expect(screen.queryByRole('button', { name: "Use the file's lyrics" })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Add as credits' }));
  expect(screen.getByRole('textbox', { name: 'Name, credit 1' })).toHaveValue('Neon Harbor');
  await user.click(saveButton());
  expect(sent).toEqual([{ credits: 'Artist: Neon Harbor', lyrics_synced: LRC }]);
});

test('lyrics the tags fill while the editor is open appear, and are not saved over', async () => {
  const { user, sent, scope } = renderEditor();
  await open(user);
  await user.type(screen.getByRole('textbox', { name: 'Lyrics' }), 'Mine');
  // Processing finished and the page polled: the server filled the synced lyrics from the tags.
  await act(() =>
    allSettled(trackPolled, { scope, params: studioTrackFixture({ lyrics_synced: LRC }) }),
  );
  expect(syncedField()).toHaveValue(LRC);
  expect(screen.getByRole('textbox', { name: 'Lyrics' })).toHaveValue('Mine');
  await user.click(saveButton());
  expect(sent).toEqual([{ lyrics_plain: 'Mine' }]);
});
