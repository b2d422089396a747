import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AccessCheckResult, AlbumDetail, DownloadOffer } from '@/entities/album';
import {
  playerStoreValues,
  playerTrackFixture,
  type PlayerStoreOptions,
} from '@/entities/player/index.testing';
import { $sessionToken, $sessionUser, type SessionUser } from '@/entities/session';
import { ApiError } from '@/shared/api';
import { $toasts } from '@/shared/lib/toast';
import type { DownloadLink } from '../api/album-downloads';
import { shareAlbumFx } from '../model/album-actions';
import {
  createDownloadLinkFx,
  fetchDownloadOfferFx,
  openDownloadFx,
} from '../model/album-downloads';
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
  downloads: {
    offer?: () => Promise<DownloadOffer>;
    link?: () => Promise<DownloadLink>;
  } = {},
) {
  const open = jest.fn<(url: string) => void>();
  const link = jest.fn(downloads.link ?? (() => Promise.reject(new Error('no link'))));
  const scope = fork({
    values: [
      ...(player === undefined ? [] : playerStoreValues(player)),
      ...(accessCheck === undefined ? [] : signedIn()),
    ],
    handlers: [
      [fetchAlbumFx, album],
      [checkAlbumAccessFx, accessCheck ?? (() => Promise.reject(new Error('not signed in')))],
      [shareAlbumFx, () => Promise.resolve('copied' as const)],
      [fetchDownloadOfferFx, downloads.offer ?? (() => Promise.resolve(NO_DOWNLOADS))],
      [createDownloadLinkFx, link],
      [openDownloadFx, open],
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
  return { scope, user: userEvent.setup(), link, open };
}

const NO_DOWNLOADS: DownloadOffer = { formats: [], can_download: false, requires: null };
const OWNED_ACCESS = () =>
  Promise.resolve({
    hasAccess: true,
    accessType: 'soundcheck' as const,
    grantedAt: '2026-11-25T10:00:00.000Z',
  });

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

  test('before purchase the page says which formats come with the album', async () => {
    renderAlbumPage(
      () => Promise.resolve(albumFixture({ access_type: 'soundcheck' }, 2, false)),
      '/album/windfall',
      undefined,
      undefined,
      {
        offer: () =>
          Promise.resolve({ formats: ['flac', 'mp3'], can_download: false, requires: 'purchase' }),
      },
    );

    expect(await screen.findByText('Download: FLAC · MP3 320')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Purchase' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
  });

  test('an album that offers no download says nothing about downloads', async () => {
    renderAlbumPage(() => Promise.resolve(albumFixture()));

    expect(await screen.findByRole('heading', { level: 1, name: 'Windfall' })).toBeInTheDocument();
    expect(screen.queryByText(/Download/)).not.toBeInTheDocument();
  });

  test('an owner downloads: the signed link is fetched, then opened', async () => {
    const url = `/api/albums/${ALBUM_ID}/downloads/flac?u=u-1&exp=1&sig=s`;
    const { user, link, open } = renderAlbumPage(
      () => Promise.resolve(albumFixture({ access_type: 'soundcheck' }, 2, false)),
      '/album/windfall',
      undefined,
      OWNED_ACCESS,
      {
        offer: () =>
          Promise.resolve({ formats: ['flac', 'mp3'], can_download: true, requires: null }),
        link: () => Promise.resolve({ url, expires_at: '2026-11-28T12:10:00Z', format: 'flac' }),
      },
    );

    const group = await screen.findByRole('group', { name: 'Download' });
    expect(within(group).getByRole('button', { name: 'Download MP3 320' })).toBeEnabled();
    await user.click(within(group).getByRole('button', { name: 'Download FLAC' }));

    expect(link).toHaveBeenCalledWith({ albumId: ALBUM_ID, format: 'flac' });
    expect(open).toHaveBeenCalledWith(url);
  });

  test('a download the server refuses says why', async () => {
    const { scope, user, open } = renderAlbumPage(
      () => Promise.resolve(albumFixture({ access_type: 'free' }, 2)),
      '/album/windfall',
      undefined,
      undefined,
      {
        offer: () => Promise.resolve({ formats: ['mp3'], can_download: true, requires: null }),
        link: () =>
          Promise.reject(
            new ApiError(403, 'Forbidden', 'This album is not offered for download.', null),
          ),
      },
    );

    await user.click(await screen.findByRole('button', { name: 'Download MP3 320' }));

    expect(scope.getState($toasts).map((toast) => toast.text)).toEqual([
      'This album is not offered for download.',
    ]);
    expect(open).not.toHaveBeenCalled();
  });
});
