import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import {
  type AccessType,
  type AlbumDetail,
  CHECKING,
  fetchAlbumAccess,
  fetchAlbumDetail,
  NOT_OWNED,
  type Ownership,
  ownershipOf,
} from '@/entities/album';
import { $sessionUser } from '@/entities/session';
import { playRequested } from '@/features/play-track';
import { logWarning } from '@/shared/lib/logger';
import { toastShown } from '@/shared/lib/toast';
import { createCheckout, fetchPrice, type Price } from '../api/purchase-api';
import { PURCHASE_MESSAGES } from '../config/soundcheck';
import { albumPlayRequest } from '../lib/album-play';
import { checkoutRequestOf, checkoutUrlOf } from '../lib/checkout-request';
import {
  albumLoadFailure,
  checkoutFailure,
  offerProblem,
  priceFailure,
  targetProblem,
} from '../lib/purchase-failure';
import type { PurchaseTarget } from '../lib/purchase-target';
import { purchaseViewOf } from '../lib/purchase-view';

/** A purchase page opened (or was shown again from the browser's back-forward cache). */
export const purchaseOpened = createEvent<PurchaseTarget>();
export const purchaseClosed = createEvent();
/** Load the page afresh: after an error, or when the browser shows a stale "Redirecting" again. */
export const purchaseRetried = createEvent();
export const purchasePressed = createEvent();
export const playAlbumPressed = createEvent();

export const fetchPurchaseAlbumFx = createEffect(fetchAlbumDetail);
export const checkPurchaseAccessFx = createEffect(fetchAlbumAccess);
export const fetchPriceFx = createEffect(fetchPrice);
export const createCheckoutFx = createEffect(createCheckout);
/** The browser leaves for the provider's checkout page. */
export const leaveForCheckoutFx = createEffect((url: string) => {
  window.location.assign(url);
});
/** The site origin the provider returns to (spec §7); an effect, so tests can name their own. */
export const readOriginFx = createEffect(() => window.location.origin);
/** Spec §7: a non-OK access check is treated as no access and only logged. */
const logAccessCheckFailureFx = createEffect((error: unknown) => {
  logWarning('The album access check failed; the album counts as not owned.', error);
});

export const $target = createStore<PurchaseTarget | null>(null);
const $album = createStore<AlbumDetail | null>(null);
const $ownership = createStore<Ownership | null>(null);
const $price = createStore<Price | null>(null);
const $error = createStore<string | null>(null);
const $redirecting = createStore(false);

/** What the widget shows (spec §4): loading, offer, owned, error or redirecting. */
export const $purchaseView = combine(
  { album: $album, ownership: $ownership, price: $price, error: $error, redirecting: $redirecting },
  purchaseViewOf,
);

const loadRequested = merge([
  purchaseOpened,
  sample({
    clock: purchaseRetried,
    source: $target,
    filter: (target): target is PurchaseTarget => target !== null,
  }),
]);
$target.on(loadRequested, (_, target) => target).reset(purchaseClosed);
for (const $store of [$album, $ownership, $price, $error, $redirecting]) {
  $store.reset(loadRequested, purchaseClosed);
}

const failed = createEvent<string>();
$error.on(failed, (_, message) => message);
$redirecting.reset(failed);

const isMessage = (problem: string | null): problem is string => problem !== null;

// 1. The album ("Album ID not provided" before asking for none).
const targetChecked = sample({
  clock: loadRequested,
  fn: (target) => ({ album: target.album, problem: targetProblem(target) }),
});
sample({ clock: targetChecked.map(({ problem }) => problem), filter: isMessage, target: failed });
sample({
  clock: targetChecked,
  filter: ({ problem }) => problem === null,
  fn: ({ album }) => album,
  target: fetchPurchaseAlbumFx,
});

// Answers for a page the listener already left, or reloaded since, are dropped.
const isCurrent = (target: PurchaseTarget | null, album: string) => target?.album === album;
const albumLoaded = sample({
  clock: fetchPurchaseAlbumFx.done,
  source: $target,
  filter: (target, { params }) => isCurrent(target, params),
  fn: (target, { result }) => ({
    album: result,
    problem: target === null ? null : offerProblem(result, target),
  }),
});
sample({
  clock: fetchPurchaseAlbumFx.fail,
  source: $target,
  filter: (target, { params }) => isCurrent(target, params),
  fn: (target, { error }) => albumLoadFailure(error, target?.page ?? 'checkout'),
  target: failed,
});
sample({ clock: albumLoaded.map(({ problem }) => problem), filter: isMessage, target: failed });
const albumOffered = sample({
  clock: albumLoaded,
  filter: ({ problem }) => problem === null,
  fn: ({ album }) => album,
});
$album.on(albumOffered, (_, album) => album);

// 2. Whether the listener owns it already (spec §4: checking, then owned or not owned).
$ownership.on(albumOffered, () => CHECKING);
sample({ clock: albumOffered, fn: (album) => album.id, target: checkPurchaseAccessFx });
const isCurrentAlbum = (album: AlbumDetail | null, albumId: string) => album?.id === albumId;
$ownership
  .on(
    sample({
      clock: checkPurchaseAccessFx.done,
      source: $album,
      filter: (album, { params }) => isCurrentAlbum(album, params),
      fn: (_, { result }) => ownershipOf(result),
    }),
    (_, ownership) => ownership,
  )
  .on(
    sample({
      clock: checkPurchaseAccessFx.fail,
      source: $album,
      filter: (album, { params }) => isCurrentAlbum(album, params),
    }),
    () => NOT_OWNED,
  );
sample({ clock: checkPurchaseAccessFx.failData, target: logAccessCheckFailureFx });

// 3. Not owned: the price of its access type. A price depends only on the access type, so an
// answer is good for whichever album is on the page by then, if any.
const priceNeeded = sample({
  clock: $ownership.updates,
  source: $album,
  fn: (album, ownership) =>
    album !== null && ownership?.status === 'not-owned' ? album.access_type : null,
});
sample({
  clock: priceNeeded,
  filter: (accessType): accessType is AccessType => accessType !== null,
  target: fetchPriceFx,
});
const $hasAlbum = $album.map((album) => album !== null);
$price.on(sample({ clock: fetchPriceFx.doneData, filter: $hasAlbum }), (_, price) => price);
sample({
  clock: fetchPriceFx.failData,
  filter: $hasAlbum,
  fn: priceFailure,
  target: failed,
});

// 4. Purchase: the checkout session, then the browser leaves for it (spec §2, §7).
const purchaseStarted = sample({
  clock: purchasePressed,
  source: $purchaseView,
  filter: (view) => view.kind === 'offer',
});
$redirecting.on(purchaseStarted, () => true);
sample({ clock: purchaseStarted, target: readOriginFx });
const checkoutAsked = sample({
  clock: readOriginFx.doneData,
  source: { user: $sessionUser, album: $album, price: $price },
  fn: ({ user, album, price }, origin) =>
    checkoutRequestOf({ userId: user?.id ?? null, album, price, origin }),
});
sample({
  clock: checkoutAsked,
  filter: (request) => request === null,
  fn: () => PURCHASE_MESSAGES.albumInfoMissing,
  target: failed,
});
sample({
  clock: checkoutAsked,
  filter: Boolean,
  target: createCheckoutFx,
});
const checkoutUrl = sample({
  clock: createCheckoutFx.doneData,
  source: $redirecting,
  filter: (redirecting) => redirecting,
  fn: (_, reply) => checkoutUrlOf(reply),
});
sample({
  clock: checkoutUrl,
  filter: (url) => url === null,
  fn: () => PURCHASE_MESSAGES.noCheckoutUrl,
  target: failed,
});
sample({ clock: checkoutUrl, filter: Boolean, target: leaveForCheckoutFx });
sample({
  clock: createCheckoutFx.failData,
  source: $redirecting,
  filter: (redirecting) => redirecting,
  fn: (_, error) => checkoutFailure(error),
  target: failed,
});

// "Play Album" on an owned album starts it in the player (docs/adr/0019).
const playAsked = sample({
  clock: playAlbumPressed,
  source: $purchaseView,
  filter: (view) => view.kind === 'owned',
  fn: (view) => (view.kind === 'owned' ? albumPlayRequest(view.album) : null),
});
sample({ clock: playAsked, filter: Boolean, target: playRequested });
sample({
  clock: playAsked,
  filter: (request) => request === null,
  fn: () => ({ kind: 'warning' as const, text: 'No tracks available for this album' }),
  target: toastShown,
});
