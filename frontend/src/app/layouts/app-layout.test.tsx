import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork, type Scope } from 'effector';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { $sessionStatus } from '@/entities/session';
import { $currentIndex, $duration, $playlist } from '@/entities/player';
import { playerTrackFixture } from '@/entities/player/index.testing';
import { MOBILE_MEDIA_QUERY } from '@/shared/config';
import { toastShown } from '@/shared/lib/toast';
import { AppProviders } from '../entrypoint/app-providers';
import { AppLayout } from './app-layout';

const track = playerTrackFixture();

function renderLayout({ withTrack }: { withTrack: boolean }): Scope {
  const scope = withTrack
    ? fork({
        values: [
          [$sessionStatus, 'anonymous'],
          [$playlist, [track]],
          [$currentIndex, 0],
          [$duration, 225],
        ],
      })
    : fork({ values: [[$sessionStatus, 'anonymous']] });
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: '/artist/:artistIdentifier', element: <h1>Artist</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders scope={scope}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return scope;
}

/** Makes `useIsMobile` answer true, as below 768 px. */
function emulateMobileViewport() {
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    const list = original(query);
    return query === MOBILE_MEDIA_QUERY ? Object.assign(list, { matches: true }) : list;
  };
  return () => {
    window.matchMedia = original;
  };
}

const player = () => screen.getByRole('region', { name: 'Player' });
/** The players' code is fetched once a track is loaded (deferred-parts.tsx): wait for it. */
const playerLoaded = () => screen.findByRole('region', { name: 'Player' });

describe('app layout players', () => {
  test('no player before a track is loaded', () => {
    renderLayout({ withTrack: false });
    expect(screen.queryByRole('region', { name: 'Player' })).toBeNull();
  });

  test('desktop: the player bar stays across navigation', async () => {
    renderLayout({ withTrack: true });
    expect(within(await playerLoaded()).getByRole('slider', { name: 'Seek' })).toBeInTheDocument();

    await userEvent.setup().click(within(player()).getByRole('link', { name: 'Neon Harbor' }));

    expect(await screen.findByRole('heading', { name: 'Artist' })).toBeInTheDocument();
    expect(within(player()).getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
  });

  describe('mobile', () => {
    let restore: () => void = () => undefined;
    beforeEach(() => {
      restore = emulateMobileViewport();
    });
    afterEach(() => {
      restore();
    });

    test('the mini player expands into the full player and collapses back', async () => {
      renderLayout({ withTrack: true });
      const user = userEvent.setup();
      expect(within(await playerLoaded()).queryByRole('slider', { name: 'Seek' })).toBeNull();

      await user.click(screen.getByRole('button', { name: /^Open player/ }));
      const sheet = screen.getByRole('dialog', { name: 'Now playing' });
      expect(within(sheet).getByRole('slider', { name: 'Seek' })).toBeInTheDocument();

      await user.click(within(sheet).getByRole('button', { name: 'Close player' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('button', { name: /^Open player/ })).toHaveFocus();
    });
  });
});

describe('app layout toasts', () => {
  test('none rendered until the first toast; that one shows once its view has arrived', async () => {
    const scope = renderLayout({ withTrack: false });
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();

    await act(() => allSettled(toastShown, { scope, params: { kind: 'success', text: 'Saved.' } }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });
});
