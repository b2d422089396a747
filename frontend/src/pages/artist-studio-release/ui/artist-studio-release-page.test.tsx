import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { StudioRelease } from '@/entities/release';
import {
  RELEASE_ID,
  studioReleaseFixture,
  studioTrackFixture,
} from '@/entities/release/index.testing';
import { $sessionRole, $sessionStatus, SessionProvider } from '@/entities/session';
import { $uploads, type LocalUploads, sendFilesFx } from '@/features/studio-track-uploads';
import { localUploadFixture } from '@/features/studio-track-uploads/index.testing';
import type { TrackChanges } from '../api/release-edits';
import type { NewRelease } from '../lib/release-form';
import { createReleaseFx, fetchGenresFx } from '../model/release-details';
import { fetchReleaseFx, waitForPollFx } from '../model/release-editor';
import { publishFx, suggestPublishTimeFx } from '../model/publishing';
import { updateTrackFx } from '../model/track-edits';
import { ArtistStudioReleasePage } from './artist-studio-release-page';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function Location() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

interface Setup {
  path?: string;
  release?: StudioRelease;
  uploads?: LocalUploads;
}

function renderPage({
  path = `/artist/studio/releases/${RELEASE_ID}`,
  release = studioReleaseFixture(),
  uploads = {},
}: Setup = {}) {
  const calls: {
    publish: (string | null)[];
    trackUpdates: string[];
    created: NewRelease[];
    sent: string[][];
  } = {
    publish: [],
    trackUpdates: [],
    created: [],
    sent: [],
  };
  const scope = fork({
    values: [
      [$sessionStatus, 'authenticated'],
      [$sessionRole, 'artist'],
      [$uploads, uploads],
    ],
    handlers: [
      [fetchReleaseFx, () => Promise.resolve(release)],
      // Polls wait for ever here: each test looks at one moment.
      [waitForPollFx, () => new Promise<void>(() => undefined)],
      [fetchGenresFx, () => Promise.resolve(['Ambient', 'Electronic'])],
      [suggestPublishTimeFx, () => '2099-01-01T09:00'],
      [
        publishFx,
        ({ at }: { at: string | null }) => {
          calls.publish.push(at);
          return Promise.resolve({
            ...release,
            state: 'published' as const,
            published_at: '2026-11-27T10:00:00Z',
            slug: 'night-ferry',
            actions: { edit_tracks: false, delete: false, publish: false, unpublish: true },
          });
        },
      ],
      [
        updateTrackFx,
        ({ trackId, changes }: { trackId: string; changes: TrackChanges }) => {
          calls.trackUpdates.push(`${trackId} ${JSON.stringify(changes)}`);
          const track = release.tracks.find((candidate) => candidate.id === trackId);
          return Promise.resolve({ ...(track ?? studioTrackFixture()), ...changes });
        },
      ],
      [
        createReleaseFx,
        (body: NewRelease) => {
          calls.created.push(body);
          return Promise.resolve(studioReleaseFixture({ title: body.title, tracks: [] }));
        },
      ],
      [
        sendFilesFx,
        ({ files }: { files: { file: File }[] }) => {
          calls.sent.push(files.map(({ file }) => file.name));
          return Promise.resolve();
        },
      ],
    ],
  });
  const view = render(
    <Provider value={scope}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/artist/studio/releases/new" element={<ArtistStudioReleasePage />} />
            <Route
              path="/artist/studio/releases/:releaseId"
              element={<ArtistStudioReleasePage />}
            />
          </Routes>
          <Location />
        </MemoryRouter>
      </SessionProvider>
    </Provider>,
  );
  return { calls, view };
}

const trackItem = (position: number): HTMLElement => {
  const item = screen
    .getAllByRole('listitem')
    .find((candidate) => candidate.getAttribute('aria-label')?.startsWith(`Track ${position}:`));
  if (item === undefined) throw new Error(`There is no track ${position}.`);
  return item;
};

describe('/artist/studio/releases/:releaseId', () => {
  test('each track shows its live state: uploading, processing, ready, failed', async () => {
    const release = studioReleaseFixture({
      checklist: {
        complete: false,
        missing: [{ item: 'unfinished_tracks', message: 'Every track must be ready.' }],
      },
      actions: { edit_tracks: true, delete: true, publish: false, unpublish: false },
      tracks: [
        studioTrackFixture({
          id: id(1),
          position: 1,
          title: 'Intro',
          state: 'uploading',
          file_name: '01 Intro.wav',
        }),
        studioTrackFixture({
          id: id(2),
          position: 2,
          title: 'Tide',
          state: 'processing',
          step: 'encoding',
          progress: 42,
        }),
        studioTrackFixture({ id: id(3), position: 3, title: 'Harbour', state: 'ready' }),
        studioTrackFixture({
          id: id(4),
          position: 4,
          title: 'Coda',
          state: 'failed',
          failure_reason: 'This file ends early: it may be cut short.',
          retryable: true,
        }),
      ],
    });
    renderPage({
      release,
      uploads: { [id(1)]: localUploadFixture({ trackId: id(1), fileName: '01 Intro.wav' }) },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Night Ferry' }),
    ).toBeInTheDocument();
    expect(
      within(trackItem(1)).getByRole('progressbar', { name: 'Uploading 01 Intro.wav' }),
    ).toHaveAttribute('value', '33');
    expect(
      within(trackItem(1)).getByText(/16\.0 MB of 48\.0 MB · 1\.50 MB\/s · about 20 s left/),
    ).toBeInTheDocument();
    expect(
      within(trackItem(1)).getByRole('button', { name: 'Pause uploading 01 Intro.wav' }),
    ).toBeInTheDocument();
    expect(
      within(trackItem(2)).getByText('Making the streams and the preview · 42%'),
    ).toBeInTheDocument();
    expect(within(trackItem(3)).getByText('Ready')).toBeInTheDocument();
    expect(
      within(trackItem(4)).getByText('This file ends early: it may be cut short.'),
    ).toBeInTheDocument();
    expect(within(trackItem(4)).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(trackItem(4)).getByRole('button', { name: 'Remove “Coda”' })).toBeInTheDocument();
  });

  test('a file the server refused says why, offers no retry, and can be removed', async () => {
    const release = studioReleaseFixture({
      tracks: [
        studioTrackFixture({ id: id(1), title: 'cv', state: 'uploading', file_name: 'cv.wav' }),
      ],
    });
    renderPage({
      release,
      uploads: {
        [id(1)]: localUploadFixture({
          trackId: id(1),
          fileName: 'cv.wav',
          phase: 'failed',
          failure: 'This file is a PDF, not audio.',
          retryable: false,
        }),
      },
    });
    expect(await screen.findByText('This file is a PDF, not audio.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove “cv”' })).toBeInTheDocument();
  });

  test('publishing is blocked with the list of what is missing', async () => {
    renderPage({
      release: studioReleaseFixture({
        artwork_url: null,
        checklist: {
          complete: false,
          missing: [
            {
              item: 'artwork',
              message: 'Add artwork: a square image of at least 1400 × 1400 pixels.',
            },
            { item: 'genre', message: 'Choose at least one genre.' },
          ],
        },
        actions: { edit_tracks: true, delete: true, publish: false, unpublish: false },
      }),
    });
    const publish = await screen.findByRole('button', { name: 'Publish…' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(
      'Before it can go public: Add artwork: a square image of at least 1400 × 1400 pixels. Choose at least one genre.',
    );
  });

  test('publish: the confirmation says exactly what goes public, then it is public', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Publish…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Publish “Night Ferry”?' });
    const summary = within(dialog).getByRole('region', { name: 'What goes public' });
    expect(summary).toHaveTextContent('“Night Ferry”, an EP by Neon Harbor');
    expect(summary).toHaveTextContent('1. Headlights · 3:34');
    expect(summary).toHaveTextContent('2. Harbour Lights · 3:34');
    expect(summary).toHaveTextContent('Soundcheck £5.99: Listeners buy it once for £5.99');
    expect(summary).toHaveTextContent(
      'Now: it appears on your artist page, in search and on Discover',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(calls.publish).toEqual([null]);
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See its public page' })).toHaveAttribute(
      'href',
      '/album/night-ferry',
    );
    expect(screen.getByRole('button', { name: 'Unpublish…' })).toBeInTheDocument();
  });

  test('"See as a listener" opens the release’s preview, keeping an admin’s artist', async () => {
    renderPage({ path: `/artist/studio/releases/${RELEASE_ID}?artist_id=a-7` });
    expect(await screen.findByRole('link', { name: 'See as a listener' })).toHaveAttribute(
      'href',
      `/artist/studio/releases/${RELEASE_ID}/listen?artist_id=a-7`,
    );
  });

  test('tracks move with the keyboard; the new position is saved', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage();
    const moveUp = await screen.findByRole('button', { name: 'Move “Harbour Lights” up' });
    expect(screen.getByRole('button', { name: 'Move “Headlights” up' })).toBeDisabled();

    moveUp.focus();
    await user.keyboard('{Enter}');

    expect(trackItem(1)).toHaveAccessibleName('Track 1: Harbour Lights');
    expect(calls.trackUpdates).toEqual([`${id(2)} {"position":1}`]);
    // Focus stays on the moved track's button, so it can go on moving.
    expect(screen.getByRole('button', { name: 'Move “Harbour Lights” up' })).toHaveFocus();
  });

  test('each access type says what it means for listeners and for income', async () => {
    renderPage();
    const group = await screen.findByRole('group', { name: 'Who can listen' });
    expect(within(group).getByRole('radio', { name: /Soundcheck £5\.99/ })).toBeChecked();
    expect(group).toHaveTextContent(
      'Your income: You receive 80% of each sale: £4.79 of every £5.99.',
    );
    expect(group).toHaveTextContent(
      'Visitors hear a 30-second preview of each track; Encore members play it in full.',
    );
  });
});

describe('/artist/studio/releases/new', () => {
  test('a title creates the release, and the page moves to its address', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({ path: '/artist/studio/releases/new' });

    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Night Ferry');
    await user.click(screen.getByRole('button', { name: 'Create release' }));

    expect(calls.created).toEqual([{ title: 'Night Ferry', release_type: 'album' }]);
    await waitFor(() => {
      expect(screen.getByLabelText('Location')).toHaveTextContent(
        `/artist/studio/releases/${RELEASE_ID}`,
      );
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Night Ferry' })).toBeInTheDocument();
  });

  test('files chosen before the release exists create it, then are sent', async () => {
    const user = userEvent.setup();
    const { calls, view } = renderPage({ path: '/artist/studio/releases/new' });
    await screen.findByRole('heading', { level: 1, name: 'New release' });
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"][multiple]');
    if (input === null) throw new Error('The file picker is missing.');

    await user.upload(input, [new File(['a'], '01 Intro.wav'), new File(['b'], '02 Tide.wav')]);

    expect(calls.created).toEqual([{ title: 'Untitled release', release_type: 'album' }]);
    expect(calls.sent).toEqual([['01 Intro.wav', '02 Tide.wav']]);
  });
});
