import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Role } from '@/entities/session';
import type { StudioRelease } from '@/entities/release';
import {
  RELEASE_ID,
  studioReleaseFixture,
  studioTrackFixture,
} from '@/entities/release/index.testing';
import { $sessionRole, $sessionStatus, SessionProvider } from '@/entities/session';
import { ApiError } from '@/shared/api';
import { fetchPreviewReleaseFx } from '../model/listener-preview';
import { ArtistStudioReleasePreviewPage } from './listener-preview-page';

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

interface Options {
  path?: string;
  role?: Role;
}

function renderPreview(
  release: () => Promise<StudioRelease>,
  { path = `/artist/studio/releases/${RELEASE_ID}/listen`, role = 'artist' }: Options = {},
) {
  const scope = fork({
    values: [
      [$sessionStatus, 'authenticated'],
      [$sessionRole, role],
    ],
    handlers: [[fetchPreviewReleaseFx, release]],
  });
  render(
    <Provider value={scope}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/artist/studio/releases/:releaseId/listen"
              element={<ArtistStudioReleasePreviewPage />}
            />
            <Route path="/artist/studio/releases/:releaseId" element={<p>The editor</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </SessionProvider>
    </Provider>,
  );
  return { user: userEvent.setup() };
}

const DRAFT = studioReleaseFixture({
  access_type: 'soundcheck',
  description: 'Four songs written on the night crossing.',
  tracks: [
    studioTrackFixture({ position: 1, title: 'Headlights', duration_s: 214 }),
    studioTrackFixture({ position: 2, title: 'Undertow', state: 'processing', step: 'encoding' }),
    studioTrackFixture({ position: 3, title: 'Last Ferry', duration_s: 301, explicit: true }),
  ],
});

describe('See as a listener', () => {
  test('the album page’s view of a draft: heading, artist, ready tracks only, as listed', async () => {
    renderPreview(() => Promise.resolve(DRAFT));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Night Ferry' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neon Harbor' })).toHaveAttribute(
      'href',
      '/artist/neon-harbor',
    );
    expect(screen.getByText('Four songs written on the night crossing.')).toBeInTheDocument();
    expect(screen.getByText('2 tracks')).toBeInTheDocument();
    const tracks = screen.getByRole('list', { name: 'Tracks on Night Ferry' });
    const rows = within(tracks).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1.*Headlights.*Neon Harbor.*3:34$/),
      expect.stringMatching(/^3.*Last Ferry.*Neon Harbor.*5:01$/),
    ]);
    expect(within(tracks).queryByText('Undertow')).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Preview: Night Ferry/);
  });

  test('the banner: whose preview, the state, the access with its price, the hidden track', async () => {
    renderPreview(() => Promise.resolve(DRAFT));

    const banner = await screen.findByRole('region', {
      name: 'Preview — this is how listeners will see “Night Ferry”',
    });
    expect(within(banner).getByText('Draft')).toBeInTheDocument();
    expect(within(banner).getByText(/^Draft: only you can see it\./)).toBeInTheDocument();
    expect(
      within(banner).getByText(/^Access: Soundcheck £5\.99 — Listeners buy it once/),
    ).toBeInTheDocument();
    expect(
      within(banner).getByText(
        '1 track is hidden: not ready yet (uploading, processing or failed). Listeners only get ready tracks.',
      ),
    ).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Open the public page' })).toBeNull();
  });

  test('Soundcheck as a member who has not bought it: chip, Purchase, notice and locks', async () => {
    renderPreview(() => Promise.resolve(DRAFT));

    expect(await screen.findByText('SOUNDCHECK')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeDisabled();
    expect(screen.getByText('SoundCheck exclusive')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Headlights (locked)' })).toBeInTheDocument();
  });

  test('nothing plays here: the controls say to play from the editor', async () => {
    const { user } = renderPreview(() =>
      Promise.resolve(studioReleaseFixture({ access_type: 'free' })),
    );

    const play = await screen.findByRole('button', { name: 'Play Headlights' });
    expect(play).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Play all' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
    await user.hover(play);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Play from the editor');
  });

  test('a published release links to its public page', async () => {
    renderPreview(() =>
      Promise.resolve(
        studioReleaseFixture({
          state: 'published',
          access_type: 'standard',
          slug: 'night-ferry',
          tracks: [studioTrackFixture({ listed: true })],
        }),
      ),
    );

    const banner = await screen.findByRole('region', { name: /^Preview — / });
    expect(
      within(banner).getByText('Published: this is the page listeners see now.'),
    ).toBeVisible();
    expect(within(banner).getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
      'href',
      '/album/night-ferry',
    );
  });

  test('Back to the editor keeps an admin’s artist', async () => {
    const { user } = renderPreview(() => Promise.resolve(DRAFT), {
      path: `/artist/studio/releases/${RELEASE_ID}/listen?artist_id=a-7`,
      role: 'admin',
    });

    await user.click(await screen.findByRole('link', { name: 'Back to the editor' }));
    expect(await screen.findByText('The editor')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveTextContent(
      `/artist/studio/releases/${RELEASE_ID}?artist_id=a-7`,
    );
  });

  test('a listener is told the studio is for artists', async () => {
    renderPreview(() => Promise.resolve(DRAFT), { role: 'listener' });
    expect(
      await screen.findByRole('heading', { name: 'The studio is for artists' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Night Ferry' })).toBeNull();
  });

  test('a release that does not exist says so', async () => {
    renderPreview(() =>
      Promise.reject(new ApiError(404, 'Not Found', 'No such release', 'STUDIO.RELEASE_NOT_FOUND')),
    );
    expect(
      await screen.findByRole('heading', { name: 'This release does not exist' }),
    ).toBeInTheDocument();
  });
});
