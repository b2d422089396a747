/** @jest-environment node */
import { ApiError } from '@/shared/api';
import { SOUNDCHECK_PRICE, soundcheckAlbum } from '../testing/purchase-fixtures';
import { albumPlayRequest } from './album-play';
import { checkoutRequestOf, checkoutUrlOf } from './checkout-request';
import {
  albumLoadFailure,
  checkoutFailure,
  offerProblem,
  priceFailure,
  targetProblem,
} from './purchase-failure';
import { purchaseViewOf, type PurchaseState } from './purchase-view';

const checkoutPage = { album: 'some-id', artist: null, page: 'checkout' } as const;
const testPage = { album: 'night-drive-tapes', artist: 'neon-harbor', page: 'test' } as const;
const envelope = (status: number, text: string) =>
  new ApiError(status, 'Status', text, 'PAYMENTS.SOMETHING');

describe('purchase failures (spec §8)', () => {
  test('a route without an album: "Album ID not provided"', () => {
    expect(targetProblem({ ...checkoutPage, album: ' ' })).toBe('Album ID not provided');
    expect(targetProblem(checkoutPage)).toBeNull();
  });

  test('checkout: no such album is "Album not found", anything else "An error occurred"', () => {
    expect(albumLoadFailure(envelope(404, 'Album not found'), 'checkout')).toBe('Album not found');
    expect(albumLoadFailure(envelope(400, 'Bad id'), 'checkout')).toBe('Album not found');
    expect(albumLoadFailure(envelope(500, 'Boom'), 'checkout')).toBe('An error occurred');
    expect(albumLoadFailure(new TypeError('Failed to fetch'), 'checkout')).toBe(
      'An error occurred',
    );
  });

  test('the test page: "Failed to load album information"', () => {
    expect(albumLoadFailure(envelope(404, 'Album not found'), 'test')).toBe(
      'Failed to load album information',
    );
  });

  test('only Soundcheck is for sale; the test page wants its own artist', () => {
    expect(offerProblem(soundcheckAlbum({ access_type: 'free' }), checkoutPage)).toBe(
      'Access type "free" not supported for purchase',
    );
    expect(offerProblem(soundcheckAlbum(), checkoutPage)).toBeNull();
    expect(offerProblem(soundcheckAlbum(), testPage)).toBeNull();
    expect(offerProblem(soundcheckAlbum(), { ...testPage, artist: 'ghost-orchard' })).toBe(
      'Artist not found',
    );
  });

  test("a refused price or checkout shows the server's text; otherwise the spec's words", () => {
    const noPrice = envelope(400, 'No price configured for access type: soundcheck');
    expect(priceFailure(noPrice)).toBe('No price configured for access type: soundcheck');
    expect(priceFailure(envelope(503, 'Down'))).toBe('An error occurred');

    const owned = envelope(409, 'You already have Soundcheck access to this album.');
    expect(checkoutFailure(owned)).toBe('You already have Soundcheck access to this album.');
    expect(checkoutFailure(envelope(503, 'Failed to create checkout session'))).toBe(
      'Failed to create checkout session',
    );
    expect(checkoutFailure(new ApiError(502, 'Bad Gateway', null, null))).toBe(
      'Failed to create checkout session',
    );
    expect(checkoutFailure(new TypeError('Failed to fetch'))).toBe(
      'Failed to create checkout session',
    );
  });
});

describe('checkoutRequestOf (spec §3, §7)', () => {
  test('the exact request body, returning to this site', () => {
    const album = soundcheckAlbum();
    expect(
      checkoutRequestOf({
        userId: 'u-1',
        album,
        price: SOUNDCHECK_PRICE,
        origin: 'https://encore.example',
      }),
    ).toEqual({
      user_id: 'u-1',
      price_id: 'price_soundcheck_gbp_599',
      success_url: 'https://encore.example/payment-success',
      cancel_url: 'https://encore.example/payment-cancelled',
      metadata: { album_id: album.id, user_id: 'u-1', access_type: 'soundcheck' },
    });
  });

  test('nothing without the user, album or price', () => {
    const input = { userId: 'u-1', album: soundcheckAlbum(), price: SOUNDCHECK_PRICE, origin: '' };
    expect(checkoutRequestOf({ ...input, userId: null })).toBeNull();
    expect(checkoutRequestOf({ ...input, album: null })).toBeNull();
    expect(checkoutRequestOf({ ...input, price: null })).toBeNull();
  });

  test('a reply without an address has no checkout URL', () => {
    expect(checkoutUrlOf({ url: 'http://127.0.0.1:4100/c/pay/cs_1', session_id: 'cs_1' })).toBe(
      'http://127.0.0.1:4100/c/pay/cs_1',
    );
    expect(checkoutUrlOf({ url: '', session_id: 'cs_1' })).toBeNull();
    expect(checkoutUrlOf({ session_id: 'cs_1' })).toBeNull();
    expect(checkoutUrlOf(null)).toBeNull();
  });
});

describe('purchaseViewOf (spec §4: loading, offer or error, redirecting)', () => {
  const album = soundcheckAlbum();
  const base: PurchaseState = {
    album: null,
    ownership: null,
    price: null,
    error: null,
    redirecting: false,
  };

  test.each<[string, string, Partial<PurchaseState>]>([
    ['nothing known yet', 'loading', {}],
    ['the album, access being checked', 'loading', { album, ownership: { status: 'checking' } }],
    ['not owned, price coming', 'loading', { album, ownership: { status: 'not-owned' } }],
    [
      'not owned, priced',
      'offer',
      { album, ownership: { status: 'not-owned' }, price: SOUNDCHECK_PRICE },
    ],
    ['owned', 'owned', { album, ownership: { status: 'owned', grantedAt: null } }],
    [
      'purchase pressed',
      'redirecting',
      { album, ownership: { status: 'not-owned' }, price: SOUNDCHECK_PRICE, redirecting: true },
    ],
    ['a failure, whatever else', 'error', { album, error: 'Album not found' }],
  ])('%s: %s', (_, kind, state) => {
    expect(purchaseViewOf({ ...base, ...state }).kind).toBe(kind);
  });
});

describe('albumPlayRequest (docs/adr/0019)', () => {
  test('an owned album plays from its first track, in order, the album as the queue', () => {
    const request = albumPlayRequest(soundcheckAlbum({}, false));
    expect(request?.startIndex).toBe(0);
    expect(request?.tracks.map((track) => track.track_number)).toEqual([1, 2]);
    expect(request?.tracks.every((track) => track.access_granted)).toBe(true);
  });

  test('nothing to play without tracks', () => {
    expect(albumPlayRequest(soundcheckAlbum({ tracks: [] }))).toBeNull();
  });
});
