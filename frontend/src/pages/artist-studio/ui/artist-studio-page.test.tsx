import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { ARTIST_ID, releaseSummaryFixture } from '@/entities/release/index.testing';
import { $sessionRole, $sessionStatus, type Role, SessionProvider } from '@/entities/session';
import { $uploads } from '@/features/studio-track-uploads';
import { localUploadFixture } from '@/features/studio-track-uploads/index.testing';
import { ApiError, type components } from '@/shared/api';
import type { ProfileFacts } from '../api/artist-profile';
import { fetchProfileFx, fetchReleasesFx } from '../model/studio-home';
import { ArtistStudioPage } from './artist-studio-page';

type ReleaseList = components['schemas']['StudioReleaseListDto'];

const PROFILE: ProfileFacts = {
  name: 'Neon Harbor',
  identifier: 'neon-harbor',
  hasPhoto: false,
  hasBio: true,
  hasGenres: true,
};

interface Setup {
  role?: Role;
  path?: string;
  fetchList?: () => Promise<ReleaseList>;
  uploads?: ReturnType<typeof localUploadFixture>[];
}

function renderPage({
  role = 'artist',
  path = '/artist/studio',
  fetchList = () => Promise.resolve({ artist_id: ARTIST_ID, releases: [] }),
  uploads = [],
}: Setup = {}) {
  const asked: (string | null)[] = [];
  const scope = fork({
    values: [
      [$sessionStatus, 'authenticated'],
      [$sessionRole, role],
      [$uploads, Object.fromEntries(uploads.map((upload) => [upload.trackId, upload]))],
    ],
    handlers: [
      [
        fetchReleasesFx,
        (artistId: string | null) => {
          asked.push(artistId);
          return fetchList();
        },
      ],
      [fetchProfileFx, () => Promise.resolve(PROFILE)],
    ],
  });
  render(
    <Provider value={scope}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>
          <ArtistStudioPage />
        </MemoryRouter>
      </SessionProvider>
    </Provider>,
  );
  return { asked };
}

describe('/artist/studio', () => {
  test('a new artist sees the three steps and the way to a first release', async () => {
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Getting started · 0 of 3 done' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Studio' })).toBeInTheDocument();
    expect(
      screen.getByText('Neon Harbor · upload, prepare and publish your music.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Add a photo: it is what listeners see on your artist page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/artist/studio/profile',
    );
    expect(screen.getByRole('link', { name: 'See your artist page' })).toHaveAttribute(
      'href',
      '/artist/neon-harbor',
    );
    expect(screen.getByText(/No releases yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first release' })).toHaveAttribute(
      'href',
      '/artist/studio/releases/new',
    );
    expect(screen.getByRole('link', { name: 'Analytics dashboard' })).toHaveAttribute(
      'href',
      '/artist/dashboard',
    );
  });

  test('the releases are listed with their states, each a link to its editor', async () => {
    renderPage({
      fetchList: () =>
        Promise.resolve({
          artist_id: ARTIST_ID,
          releases: [
            releaseSummaryFixture({ id: 'r1', title: 'Night Ferry' }),
            releaseSummaryFixture({
              id: 'r2',
              title: 'Tidewater',
              release_type: 'album',
              state: 'published',
              published_at: null,
            }),
          ],
        }),
    });

    const ferry = await screen.findByRole('link', { name: 'Night Ferry' });
    expect(ferry).toHaveAttribute('href', '/artist/studio/releases/r1');
    const row = ferry.closest('li');
    expect(row).toHaveTextContent('EP · 2 of 3 tracks ready');
    expect(row).toHaveTextContent('Draft');
    expect(screen.getByRole('link', { name: 'Tidewater' }).closest('li')).toHaveTextContent(
      'Album · Public now',
    );
    // Tracks ready and a release public: only the profile (no photo) is left.
    expect(
      screen.getByRole('heading', { name: 'Getting started · 2 of 3 done' }),
    ).toBeInTheDocument();
  });

  test('uploads started elsewhere in the studio show here, with the way back', async () => {
    renderPage({
      fetchList: () =>
        Promise.resolve({
          artist_id: ARTIST_ID,
          releases: [releaseSummaryFixture({ id: 'r1', title: 'Night Ferry' })],
        }),
      uploads: [localUploadFixture({ releaseId: 'r1' })],
    });

    expect(await screen.findByText('Uploading 1 file · 33% to “Night Ferry”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open “Night Ferry”' })).toHaveAttribute(
      'href',
      '/artist/studio/releases/r1',
    );
  });

  test('a failed load says so and tries again', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { asked } = renderPage({
      fetchList: () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ artist_id: ARTIST_ID, releases: [] });
      },
    });

    expect(await screen.findByText('Your releases could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No releases yet/)).toBeInTheDocument();
    expect(asked).toEqual([null, null]);
  });

  test('a listener is told the studio is for artists, and nothing is asked', async () => {
    const { asked } = renderPage({ role: 'listener' });
    expect(
      await screen.findByRole('heading', { name: 'The studio is for artists' }),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  test('an account not linked to a profile is told what to do', async () => {
    renderPage({
      fetchList: () =>
        Promise.reject(new ApiError(403, 'Forbidden', 'Not linked.', 'STUDIO.NOT_LINKED')),
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Your account is not linked to an artist profile yet',
      }),
    ).toBeInTheDocument();
  });

  test("an admin opens an artist's studio: the artist is asked for and carried along", async () => {
    const { asked } = renderPage({ role: 'admin', path: `/artist/studio?artist_id=${ARTIST_ID}` });
    expect(await screen.findByRole('link', { name: 'New release' })).toHaveAttribute(
      'href',
      `/artist/studio/releases/new?artist_id=${ARTIST_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Analytics dashboard' })).toHaveAttribute(
      'href',
      `/artist/dashboard?artist_id=${ARTIST_ID}`,
    );
    expect(asked).toEqual([ARTIST_ID]);
  });
});
