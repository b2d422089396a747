import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AccessCheckResult, AlbumDetail } from '@/entities/album';
import {
  playerStoreValues,
  playerTrackFixture,
  type PlayerStoreOptions,
} from '@/entities/player/index.testing';
import { $sessionToken, $sessionUser, type SessionUser } from '@/entities/session';
import { ApiError } from '@/shared/api';
import { $toasts } from '@/shared/lib/toast';
import { shareAlbumFx } from '../model/album-actions';
import { checkAlbumAccessFx, fetchAlbumFx } from '../model/album-page';
import { ALBUM_ID, albumFixture } from '../testing/album-fixtures';
import { AlbumPage } from './album-page';

/** A signed-in listener, as `fork({ values })` takes it. */
const signedIn = (): [[typeof $sessionUser, SessionUser], [typeof $sessionToken, string]] => [
  [$sessionUser, { id: 'u-1', email: 'maya@example.com', displayName: 'Maya', avatarUrl: null }],
  [$sessionToken, 'token-maya'],
];

function renderAlbumPage(
  album: () => Promise<AlbumDetail>,
  entry = '/album/windfall',
  player?: PlayerStoreOptions,
  /** A signed-in listener's access check; without it nobody is signed in and none runs. */
  accessCheck?: () => Promise<AccessCheckResult>,
) {
  const scope = fork({
    values: [
      ...(player === undefined ? [] : playerStoreValues(player)),
      ...(accessCheck === undefined ? [] : signedIn()),
    ],
    handlers: [
      [fetchAlbumFx, album],
      [checkAlbumAccessFx, accessCheck ?? (() => Promise.reject(new Error('not signed in')))],
      [shareAlbumFx, () => Promise.resolve('copied' as const)],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/album/:albumIdentifier" element={<AlbumPage />} />
          <Route path="/artist/:artistIdentifier/album/:albumIdentifier" element={<AlbumPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { scope, user: userEvent.setup() };
}

describe('album page', () => {
  test('shows the album: title, artist link by name-derived slug, date, count and tracks', async () => {
    const base = albumFixture({}, 2);
    const album = {
      ...base,
      tracks: base.tracks.map((track) =>
        track.track_number === 2 ? { ...track, explicit: true, title: 'Bruised Apples' } : track,
      ),
    };
    renderAlbumPage(() => Promise.resolve(album), '/artist/ghost-orchard/album/windfall');

    expect(await screen.findByRole('heading', { level: 1, name: 'Windfall' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ghost Orchard' })).toHaveAttribute(
      'href',
      '/artist/ghost-orchard',
    );
    expect(screen.getByText('23 September 2022')).toBeInTheDocument();
    expect(screen.getByText('2 tracks')).toBeInTheDocument();
    // Standard: no access chip, nothing to buy.
    expect(screen.queryByText('STANDARD')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Purchase' })).not.toBeInTheDocument();
    const tracks = screen.getByRole('list', { name: 'Tracks on Windfall' });
    expect(within(tracks).getAllByRole('listitem')).toHaveLength(2);
    expect(within(tracks).getByTitle('Explicit')).toBeInTheDocument();
    expect(within(tracks).getByRole('button', { name: 'Play Bruised Apples' })).toBeInTheDocument();
  });

  test('marks the track in the player, keeping its play button', async () => {
    const player = { track: playerTrackFixture({ id: 't-2' }), playing: false };
    renderAlbumPage(() => Promise.resolve(albumFixture({}, 3)), '/album/windfall', player);

    const tracks = await screen.findByRole('list', { name: 'Tracks on Windfall' });
    const rows = within(tracks).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(within(tracks).getByText('Paused')).toBeInTheDocument();
    expect(within(tracks).getByRole('button', { name: 'Play Track 2' })).toBeInTheDocument();
  });

  test('a SoundCheck album without access offers Purchase and explains itself', async () => {
    const { scope, user } = renderAlbumPage(() =>
      Promise.resolve(albumFixture({ access_type: 'soundcheck' }, 2, false)),
    );

    expect(await screen.findByText('SOUNDCHECK')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Purchase' })).toHaveAttribute(
      'href',
      `/checkout/album/${ALBUM_ID}`,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('SoundCheck exclusive');

    await user.click(screen.getByRole('button', { name: 'Track 1 (locked)' }));
    expect(scope.getState($toasts).map((toast) => toast.text)).toEqual([
      'Access required to add tracks to playlist',
    ]);
  });

  test('a bought SoundCheck album is marked Owned, offers no Purchase and plays', async () => {
    renderAlbumPage(
      () => Promise.resolve(albumFixture({ access_type: 'soundcheck' }, 2, false)),
      '/album/windfall',
      undefined,
      () =>
        Promise.resolve({
          hasAccess: true,
          accessType: 'soundcheck',
          grantedAt: '2026-11-25T10:00:00.000Z',
        }),
    );

    expect(await screen.findByText('Owned')).toBeInTheDocument();
    expect(screen.getByText('SOUNDCHECK')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Purchase' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Track 1' })).toBeInTheDocument();
  });

  test('a SoundCheck album the access check refuses offers Purchase', async () => {
    renderAlbumPage(
      () => Promise.resolve(albumFixture({ access_type: 'soundcheck' }, 2, true)),
      '/album/windfall',
      undefined,
      () => Promise.resolve({ hasAccess: false, accessType: 'soundcheck', grantedAt: null }),
    );

    expect(await screen.findByRole('link', { name: 'Purchase' })).toBeInTheDocument();
    expect(screen.queryByText('Owned')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Track 1 (locked)' })).toBeInTheDocument();
  });

  test('a free album shows its chip; an album without tracks says so', async () => {
    renderAlbumPage(() => Promise.resolve(albumFixture({ access_type: 'free' }, 0)));

    expect(await screen.findByText('FREE')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No tracks available for this album');
  });

  test('an album the server refuses (not SoundCheck) shows "Access denied" and no Purchase', async () => {
    renderAlbumPage(() => Promise.resolve(albumFixture({ access_type: 'standard' }, 2, false)));

    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
    expect(screen.queryByRole('link', { name: 'Purchase' })).not.toBeInTheDocument();
  });

  test('Share copies the link and says so', async () => {
    const { scope, user } = renderAlbumPage(() => Promise.resolve(albumFixture()));

    await user.click(await screen.findByRole('button', { name: 'Share' }));

    expect(scope.getState($toasts).map((toast) => toast.text)).toEqual([
      'Link copied to clipboard!',
    ]);
  });

  test('an unknown album shows "Album not found (404)" and Go Back', async () => {
    renderAlbumPage(() => Promise.reject(new ApiError(404, 'Not Found', 'Album not found', null)));

    expect(await screen.findByText('Album not found (404)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });
});
