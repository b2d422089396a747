import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import type { AccessCheckResult, AlbumDetail } from '@/entities/album';
import { $currentTrack } from '@/entities/player';
import { $sessionToken, $sessionUser } from '@/entities/session';
import { resolveAudioUrlFx } from '@/features/play-track';
import { ApiError } from '@/shared/api';
import type { CheckoutReply } from '../api/purchase-api';
import {
  checkPurchaseAccessFx,
  createCheckoutFx,
  fetchPriceFx,
  fetchPurchaseAlbumFx,
  leaveForCheckoutFx,
  readOriginFx,
} from '../model/purchase';
import {
  ALBUM_ID,
  NOT_OWNED,
  OWNED,
  SOUNDCHECK_PRICE,
  soundcheckAlbum,
} from '../testing/purchase-fixtures';
import { SoundcheckPurchase } from './soundcheck-purchase';

interface Answers {
  album?: () => Promise<AlbumDetail>;
  access?: () => Promise<AccessCheckResult>;
  checkout?: () => Promise<CheckoutReply>;
}

function renderPurchase(answers: Answers = {}) {
  const leave = jest.fn((_url: string) => undefined);
  const scope = fork({
    values: [
      [
        $sessionUser,
        { id: 'u-1', email: 'maya@example.com', displayName: 'Maya', avatarUrl: null },
      ],
      [$sessionToken, 'token-maya'],
    ],
    handlers: [
      [fetchPurchaseAlbumFx, answers.album ?? (() => Promise.resolve(soundcheckAlbum()))],
      [checkPurchaseAccessFx, answers.access ?? (() => Promise.resolve(NOT_OWNED))],
      [fetchPriceFx, () => Promise.resolve(SOUNDCHECK_PRICE)],
      [
        createCheckoutFx,
        answers.checkout ??
          (() => Promise.resolve({ url: 'http://127.0.0.1:4100/pay/cs_1', session_id: 'cs_1' })),
      ],
      [leaveForCheckoutFx, leave],
      [readOriginFx, () => 'http://localhost'],
      [resolveAudioUrlFx, () => Promise.resolve('/api/media/stream/a.mp3?exp=1')],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <SoundcheckPurchase album={ALBUM_ID} artist={null} page="checkout" />
      </MemoryRouter>
    </Provider>,
  );
  return { scope, leave, user: userEvent.setup() };
}

describe('soundcheck purchase widget', () => {
  test('offers the album: cover, title, artist, what Soundcheck includes and £5.99', async () => {
    renderPurchase();

    const offer = await screen.findByRole('region', { name: 'Night Drive Tapes' });
    expect(within(offer).getByRole('img', { name: 'Night Drive Tapes cover' })).toBeVisible();
    expect(within(offer).getByRole('link', { name: 'Neon Harbor' })).toHaveAttribute(
      'href',
      '/artist/neon-harbor',
    );
    expect(within(offer).getByRole('heading', { name: 'What Soundcheck includes' })).toBeVisible();
    expect(
      within(offer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Exclusive behind-the-scenes content',
      'Early access to releases',
      'Acoustic versions',
      'Artist commentary',
    ]);
    expect(within(offer).getByText('£5.99')).toBeVisible();
    expect(within(offer).getByRole('button', { name: 'Purchase' })).toBeEnabled();
  });

  test('Purchase shows "Redirecting to Stripe" and sends the browser to the checkout', async () => {
    let answer: (reply: CheckoutReply) => void = () => undefined;
    const { leave, user } = renderPurchase({
      checkout: () => new Promise<CheckoutReply>((resolve) => (answer = resolve)),
    });

    await user.click(await screen.findByRole('button', { name: 'Purchase' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Redirecting to Stripe');
    expect(screen.queryByRole('button', { name: 'Purchase' })).not.toBeInTheDocument();
    answer({ url: 'http://127.0.0.1:4100/pay/cs_1', session_id: 'cs_1' });
    await screen.findByText(/secure page/);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(leave).toHaveBeenCalledWith('http://127.0.0.1:4100/pay/cs_1');
  });

  test("a refused checkout shows the server's text and can be tried again", async () => {
    const { user } = renderPurchase({
      checkout: () =>
        Promise.reject(
          new ApiError(409, 'Conflict', 'You already have Soundcheck access to this album.', null),
        ),
    });

    await user.click(await screen.findByRole('button', { name: 'Purchase' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have Soundcheck access to this album.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Purchase' })).toBeInTheDocument();
  });

  test('an owned album shows "Your Soundcheck Access", Owned, the date and Play Album', async () => {
    const { scope, user } = renderPurchase({ access: () => Promise.resolve(OWNED) });

    expect(await screen.findByRole('heading', { name: 'Your Soundcheck Access' })).toBeVisible();
    expect(screen.getByText('Owned')).toBeVisible();
    expect(screen.getByText('25 November 2026')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Purchase' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Play Album' }));
    expect(scope.getState($currentTrack)?.title).toBe('Harbour Lights (voice memo)');
  });

  test('an album that cannot be found says "Album not found"', async () => {
    renderPurchase({
      album: () => Promise.reject(new ApiError(404, 'Not Found', 'Album not found', null)),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Album not found');
    expect(screen.getByRole('link', { name: 'Back to Discover' })).toHaveAttribute(
      'href',
      '/discover',
    );
  });
});
