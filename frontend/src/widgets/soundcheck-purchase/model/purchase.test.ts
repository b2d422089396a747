/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import type { AccessCheckResult, AlbumDetail } from '@/entities/album';
import { $currentTrack, $playlist } from '@/entities/player';
import { $sessionToken, $sessionUser } from '@/entities/session';
import { resolveAudioUrlFx } from '@/features/play-track';
import { ApiError } from '@/shared/api';
import { $toasts } from '@/shared/lib/toast';
import type { CheckoutReply, CheckoutRequest, Price } from '../api/purchase-api';
import type { PurchaseTarget } from '../lib/purchase-target';
import {
  ALBUM_ID,
  NOT_OWNED,
  OWNED,
  SOUNDCHECK_PRICE,
  soundcheckAlbum,
} from '../testing/purchase-fixtures';
import {
  $purchaseView,
  checkPurchaseAccessFx,
  createCheckoutFx,
  fetchPriceFx,
  fetchPurchaseAlbumFx,
  leaveForCheckoutFx,
  playAlbumPressed,
  purchaseClosed,
  purchaseOpened,
  purchasePressed,
  purchaseRetried,
  readOriginFx,
} from './purchase';

const CHECKOUT: PurchaseTarget = { album: ALBUM_ID, artist: null, page: 'checkout' };
const TEST_PAGE: PurchaseTarget = {
  album: 'night-drive-tapes',
  artist: 'neon-harbor',
  page: 'test',
};

interface Answers {
  album?: (identifier: string) => Promise<AlbumDetail>;
  access?: (albumId: string) => Promise<AccessCheckResult>;
  price?: () => Promise<Price>;
  checkout?: (request: CheckoutRequest) => Promise<CheckoutReply>;
}

function purchaseScope(answers: Answers = {}) {
  const calls = {
    album: jest.fn(answers.album ?? (() => Promise.resolve(soundcheckAlbum()))),
    access: jest.fn(answers.access ?? (() => Promise.resolve(NOT_OWNED))),
    price: jest.fn(answers.price ?? (() => Promise.resolve(SOUNDCHECK_PRICE))),
    checkout: jest.fn(
      answers.checkout ??
        (() => Promise.resolve({ url: 'http://127.0.0.1:4100/pay/cs_test_1', session_id: 'cs_1' })),
    ),
    leave: jest.fn((_url: string) => undefined),
  };
  const scope = fork({
    values: [
      [
        $sessionUser,
        { id: 'u-1', email: 'maya@example.com', displayName: 'Maya', avatarUrl: null },
      ],
      [$sessionToken, 'token-maya'],
    ],
    handlers: [
      [fetchPurchaseAlbumFx, calls.album],
      [checkPurchaseAccessFx, calls.access],
      [fetchPriceFx, calls.price],
      [createCheckoutFx, calls.checkout],
      [leaveForCheckoutFx, calls.leave],
      [readOriginFx, () => 'https://encore.example'],
      [resolveAudioUrlFx, () => Promise.resolve('/api/media/stream/a.mp3?exp=1')],
    ],
  });
  return { scope, calls };
}

async function open(target: PurchaseTarget, answers?: Answers) {
  const opened = purchaseScope(answers);
  await allSettled(purchaseOpened, { scope: opened.scope, params: target });
  return opened;
}

describe('soundcheck purchase model', () => {
  test('loads the album, checks access, then offers it at its price', async () => {
    const { scope, calls } = await open(CHECKOUT);

    expect(calls.album).toHaveBeenCalledWith(ALBUM_ID);
    expect(calls.access).toHaveBeenCalledWith(ALBUM_ID);
    expect(calls.price).toHaveBeenCalledWith('soundcheck');
    expect(scope.getState($purchaseView)).toMatchObject({
      kind: 'offer',
      album: { title: 'Night Drive Tapes' },
      price: { amount: 599, currency: 'gbp' },
    });
  });

  test('the test page loads its fixed album by slug', async () => {
    const { scope, calls } = await open(TEST_PAGE);
    expect(calls.album).toHaveBeenCalledWith('night-drive-tapes');
    expect(scope.getState($purchaseView).kind).toBe('offer');
  });

  test('an owned album shows ownership and its date, and asks no price', async () => {
    const { scope, calls } = await open(CHECKOUT, { access: () => Promise.resolve(OWNED) });

    expect(scope.getState($purchaseView)).toMatchObject({
      kind: 'owned',
      grantedAt: OWNED.grantedAt,
    });
    expect(calls.price).not.toHaveBeenCalled();
  });

  test('a failed access check counts as not owned and is only logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { scope } = await open(CHECKOUT, {
      access: () => Promise.reject(new ApiError(500, 'Internal Server Error', null, null)),
    });

    expect(scope.getState($purchaseView).kind).toBe('offer');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test.each<[string, PurchaseTarget, Answers, string]>([
    ['no album id', { ...CHECKOUT, album: '' }, {}, 'Album ID not provided'],
    [
      'an unknown album',
      CHECKOUT,
      { album: () => Promise.reject(new ApiError(404, 'Not Found', 'Album not found', null)) },
      'Album not found',
    ],
    [
      'a server failure',
      CHECKOUT,
      { album: () => Promise.reject(new ApiError(500, 'Server Error', null, null)) },
      'An error occurred',
    ],
    [
      'the test album failing to load',
      TEST_PAGE,
      { album: () => Promise.reject(new TypeError('Failed to fetch')) },
      'Failed to load album information',
    ],
    [
      'the test album by another artist',
      { ...TEST_PAGE, artist: 'ghost-orchard' },
      {},
      'Artist not found',
    ],
    [
      'an album that is not Soundcheck',
      CHECKOUT,
      { album: () => Promise.resolve(soundcheckAlbum({ access_type: 'standard' })) },
      'Access type "standard" not supported for purchase',
    ],
    [
      'no price configured',
      CHECKOUT,
      {
        price: () =>
          Promise.reject(
            new ApiError(
              400,
              'Bad Request',
              'No price configured for access type: soundcheck',
              null,
            ),
          ),
      },
      'No price configured for access type: soundcheck',
    ],
  ])('%s shows "%s"', async (_, target, answers, message) => {
    const { scope } = await open(target, answers);
    expect(scope.getState($purchaseView)).toEqual({ kind: 'error', message });
  });

  test('Purchase asks for a checkout with the exact body, then leaves for its address', async () => {
    const { scope, calls } = await open(CHECKOUT);

    await allSettled(purchasePressed, { scope });

    expect(calls.checkout).toHaveBeenCalledWith({
      user_id: 'u-1',
      price_id: SOUNDCHECK_PRICE.price_id,
      success_url: 'https://encore.example/payment-success',
      cancel_url: 'https://encore.example/payment-cancelled',
      metadata: { album_id: ALBUM_ID, user_id: 'u-1', access_type: 'soundcheck' },
    });
    expect(calls.leave).toHaveBeenCalledWith('http://127.0.0.1:4100/pay/cs_test_1');
    expect(scope.getState($purchaseView).kind).toBe('redirecting');
  });

  test('the page shows "Redirecting" while the checkout is being created', async () => {
    let answer: (reply: CheckoutReply) => void = () => undefined;
    const { scope } = await open(CHECKOUT, {
      checkout: () => new Promise<CheckoutReply>((resolve) => (answer = resolve)),
    });

    const pressing = allSettled(purchasePressed, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($purchaseView).kind).toBe('redirecting');
    answer({ url: 'http://pay.test/cs_1', session_id: 'cs_1' });
    await pressing;
  });

  test.each<[string, () => Promise<CheckoutReply>, string]>([
    [
      'already owned (409)',
      () =>
        Promise.reject(
          new ApiError(409, 'Conflict', 'You already have Soundcheck access to this album.', null),
        ),
      'You already have Soundcheck access to this album.',
    ],
    [
      'the provider failing (503)',
      () =>
        Promise.reject(
          new ApiError(503, 'Service Unavailable', 'Failed to create checkout session', null),
        ),
      'Failed to create checkout session',
    ],
    [
      'a reply without an address',
      () => Promise.resolve({ url: '', session_id: 'cs_1' }),
      'No checkout URL received',
    ],
  ])('a checkout ending in %s shows "%s" and stays', async (_, checkout, message) => {
    const { scope, calls } = await open(CHECKOUT, { checkout });

    await allSettled(purchasePressed, { scope });

    expect(scope.getState($purchaseView)).toEqual({ kind: 'error', message });
    expect(calls.leave).not.toHaveBeenCalled();
  });

  test('Try again loads the page afresh', async () => {
    let album = () => Promise.reject<AlbumDetail>(new ApiError(500, 'Server Error', null, null));
    const { scope } = await open(CHECKOUT, { album: () => album() });
    expect(scope.getState($purchaseView).kind).toBe('error');

    album = () => Promise.resolve(soundcheckAlbum());
    await allSettled(purchaseRetried, { scope });
    expect(scope.getState($purchaseView).kind).toBe('offer');
  });

  test('Purchase does nothing unless the offer is on screen', async () => {
    const { scope, calls } = await open(CHECKOUT, { access: () => Promise.resolve(OWNED) });
    await allSettled(purchasePressed, { scope });
    expect(calls.checkout).not.toHaveBeenCalled();
  });

  test('Play Album on an owned album starts its first track with the album as the queue', async () => {
    const { scope } = await open(CHECKOUT, { access: () => Promise.resolve(OWNED) });

    await allSettled(playAlbumPressed, { scope });

    expect(scope.getState($currentTrack)).toMatchObject({
      id: 't-1',
      albumName: 'Night Drive Tapes',
    });
    expect(scope.getState($playlist).map((track) => track.id)).toEqual(['t-1', 't-2']);
  });

  test('Play Album on an album without tracks says so', async () => {
    const { scope } = await open(CHECKOUT, {
      album: () => Promise.resolve(soundcheckAlbum({ tracks: [] })),
      access: () => Promise.resolve(OWNED),
    });

    await allSettled(playAlbumPressed, { scope });

    expect(scope.getState($currentTrack)).toBeNull();
    expect(scope.getState($toasts).map((toast) => toast.text)).toEqual([
      'No tracks available for this album',
    ]);
  });

  test('an answer for a page already left is dropped', async () => {
    let answer: (album: AlbumDetail) => void = () => undefined;
    const { scope } = purchaseScope({
      album: () => new Promise<AlbumDetail>((resolve) => (answer = resolve)),
    });
    const opening = allSettled(purchaseOpened, { scope, params: CHECKOUT });
    // allSettled waits for the pending album too, so the page is left before it answers.
    const closing = allSettled(purchaseClosed, { scope });
    answer(soundcheckAlbum());
    await Promise.all([opening, closing]);

    expect(scope.getState($purchaseView).kind).toBe('loading');
  });
});
