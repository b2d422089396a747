import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Artist } from '@/entities/artist';
import { playerStoreValues, playerTrackFixture } from '@/entities/player/index.testing';
import type { Track } from '@/entities/track';
import { ApiError } from '@/shared/api';
import { fetchArtistByIdFx, fetchArtistBySlugFx, searchArtistsFx } from '../model/artist-page';
import { fetchArtistTracksFx } from '../model/artist-tracks';
import { artistFixture, NEON_ID, trackFixture } from '../testing/artist-fixtures';
import { ArtistPage } from './artist-page';

function Location() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Location">{`${pathname}${hash}`}</output>;
}

function renderArtistPage(
  entry: string,
  artist: () => Promise<Artist> = () => Promise.resolve(artistFixture()),
  tracks: Track[] = [trackFixture()],
  playingTrackId: string | null = null,
) {
  const player = playingTrackId === null ? null : playerTrackFixture({ id: playingTrackId });
  const scope = fork({
    values: player === null ? [] : playerStoreValues({ track: player }),
    handlers: [
      [fetchArtistByIdFx, artist],
      [fetchArtistBySlugFx, artist],
      [searchArtistsFx, () => Promise.resolve([])],
      [fetchArtistTracksFx, () => Promise.resolve(tracks)],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/artist/:artistIdentifier" element={<ArtistPage />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </Provider>,
  );
}

const ALBUM_ID = artistFixture().albums[0]?.id ?? '';

describe('artist page', () => {
  test('a UUID route becomes /artist/{slug} with its hash, and the album is highlighted', async () => {
    renderArtistPage(`/artist/${NEON_ID}#album-${ALBUM_ID}`);

    await waitFor(() => {
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
        `/artist/neon-harbor#album-${ALBUM_ID}`,
      );
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Neon Harbor' })).toBeInTheDocument();
    const release = screen.getByRole('link', { name: 'Afterglow Boulevard' }).closest('article');
    await waitFor(() => {
      expect(release).toHaveAttribute('data-highlighted', 'true');
    });
    expect(screen.getByRole('link', { name: 'Afterglow Boulevard' })).toHaveAttribute(
      'href',
      '/artist/neon-harbor/album/afterglow-boulevard',
    );
  });

  test('marks the track in the player as playing', async () => {
    const tracks = [trackFixture(), trackFixture({ id: 't-2', title: 'Burn the Map' })];
    renderArtistPage('/artist/neon-harbor', undefined, tracks, 't-2');

    const list = await screen.findByRole('list', { name: 'Tracks by Neon Harbor' });
    const current = within(list).getByText('Now playing').closest('li');
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveTextContent('Burn the Map');
    expect(within(list).getAllByRole('listitem')[0]).not.toHaveAttribute('aria-current');
  });

  test('shows About with the bio, chips and the coming-soon note', async () => {
    renderArtistPage('/artist/neon-harbor');

    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByText(artistFixture().bio ?? '')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Mood' })).getByText('dreamy')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Genre' })).getByText('synthwave'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Neon Harbor on Instagram' })).toBeInTheDocument();
    expect(screen.getByText('Badges, Tour Dates & Mixtapes coming soon...')).toBeInTheDocument();
    await waitFor(() => {
      const play = screen.getByRole('group', { name: 'Play Neon Harbor' });
      expect(within(play).getByRole('button', { name: 'Play all' })).toBeEnabled();
      expect(within(play).getByRole('button', { name: 'Shuffle' })).toBeEnabled();
    });
  });

  test('an artist without bio, releases or playable tracks says so', async () => {
    renderArtistPage(
      '/artist/kid-lanterne',
      () =>
        Promise.resolve(
          artistFixture({ name: 'Kid Lanterne', slug: 'kid-lanterne', bio: null, albums: [] }),
        ),
      [trackFixture({ access_type: 'soundcheck', access_granted: false })],
    );

    expect(await screen.findByText('This artist has no biography yet.')).toBeInTheDocument();
    expect(screen.getByText('No releases found for this artist.')).toBeInTheDocument();
    await waitFor(() => {
      const play = screen.getByRole('group', { name: 'Play Kid Lanterne' });
      expect(within(play).getByRole('button', { name: 'Play all' })).toBeDisabled();
      expect(within(play).getByRole('button', { name: 'Shuffle' })).toBeDisabled();
    });
  });

  test.each([
    [404, 'Artist not found'],
    [500, 'Failed to load artist information'],
  ])('a lookup failing with %i shows "%s"', async (status, message) => {
    const error = new ApiError(status, 'Failed', null, null);
    renderArtistPage('/artist/nobody', () => Promise.reject(error));

    expect(await screen.findByRole('heading', { level: 1, name: message })).toBeInTheDocument();
  });

  describe('render failures', () => {
    beforeEach(() => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });

    test('releases that cannot render say "Unable to display releases at this time."', async () => {
      const broken = { ...artistFixture(), albums: null } as unknown as Artist;
      renderArtistPage('/artist/neon-harbor', () => Promise.resolve(broken));

      expect(
        await screen.findByText('Unable to display releases at this time.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    });

    test('a page that cannot render shows "Something went wrong" with Try Again', async () => {
      const broken = { ...artistFixture(), genre: null } as unknown as Artist;
      renderArtistPage('/artist/neon-harbor', () => Promise.resolve(broken));

      expect(
        await screen.findByRole('heading', { name: 'Something went wrong' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    });
  });
});
