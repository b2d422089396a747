import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { APP_BANNER_DISMISSED_KEY, APP_STORE_REDIRECT_DELAY_MS } from '@/shared/config';
import { logWarning } from '@/shared/lib/logger';
import { fetchStoreLinks } from '../api/fetch-store-links';
import {
  type MobilePlatform,
  mobilePlatformOf,
  NO_STORE_LINKS,
  offeredStoresOf,
  redirectTargetOf,
  type StoreLinks,
} from '../lib/store-links';

/** The layout mounted; `fromApp` is whether the landing URL's query had from=app. */
export const bannerMounted = createEvent<{ fromApp: boolean }>();
export const bannerDismissed = createEvent();

// Storage can throw (private mode, blocked cookies); the banner then just shows again.
export const readDismissalFx = createEffect(
  () => window.sessionStorage.getItem(APP_BANNER_DISMISSED_KEY) === 'true',
);
export const saveDismissalFx = createEffect(() => {
  window.sessionStorage.setItem(APP_BANNER_DISMISSED_KEY, 'true');
});
/** Which phone this is, from the browser's own description (tests give it a platform). */
export const detectPlatformFx = createEffect((): MobilePlatform | null =>
  mobilePlatformOf(window.navigator),
);
/** The deployment's store listings: asked only when the banner shows. */
export const fetchStoreLinksFx = createEffect(fetchStoreLinks);
const logStoreLinksFailureFx = createEffect((error: unknown) => {
  logWarning('The app store links could not be loaded; the banner does not redirect.', error);
});
export const redirectToAppStoreFx = createEffect((url: string) => {
  window.location.assign(url);
});

/** null until sessionStorage has been read, so a dismissed banner never flashes on load. */
export const $isDismissed = createStore<boolean | null>(null);
export const $platform = createStore<MobilePlatform | null>(null);
export const $storeLinks = createStore<StoreLinks>(NO_STORE_LINKS);
/** The 2 s countdown runs from the moment the banner shows until it is dismissed. */
const $isCountingDown = createStore(false);
const $countdownElapsed = createStore(false);
const $hasRedirected = createStore(false);

/** The store the countdown sends this visitor to: only a phone's own store with a listing. */
export const $redirectTarget = combine($platform, $storeLinks, redirectTargetOf);
/** The links the banner offers. */
export const $offeredStores = combine($platform, $storeLinks, offeredStoresOf);
/** The banner says where the visitor is going while the countdown runs toward a real store. */
export const $isRedirecting = combine(
  $isCountingDown,
  $redirectTarget,
  $hasRedirected,
  (counting, target, done) => counting && target !== null && !done,
);

sample({
  clock: bannerMounted,
  filter: ({ fromApp }) => fromApp,
  fn: () => undefined,
  target: readDismissalFx,
});
$isDismissed
  .on(readDismissalFx.doneData, (_, dismissed) => dismissed)
  .on(readDismissalFx.fail, () => false)
  .on(bannerDismissed, () => true);

sample({ clock: bannerDismissed, target: saveDismissalFx });

/** The banner became visible: the query had from=app and it was not dismissed this session. */
const bannerShown = sample({
  clock: [readDismissalFx.doneData, readDismissalFx.fail],
  source: $isDismissed,
  filter: (dismissed) => dismissed === false,
  fn: () => undefined,
});
sample({ clock: bannerShown, target: [detectPlatformFx, fetchStoreLinksFx] });
$platform.on(detectPlatformFx.doneData, (_, platform) => platform);
$storeLinks.on(fetchStoreLinksFx.doneData, (_, links) => links);
sample({ clock: fetchStoreLinksFx.failData, target: logStoreLinksFailureFx });

// Spec §9: the redirect happens 2 s after the banner shows — on a phone whose store has a listing
// (docs/adr/0022). Links that arrive late redirect on arrival; dismissing cancels it.
$isCountingDown.on(bannerShown, () => true).reset(bannerDismissed);
$countdownElapsed.on(delay(bannerShown, APP_STORE_REDIRECT_DELAY_MS), () => true);
const redirected = sample({
  clock: [$countdownElapsed.updates, $redirectTarget.updates],
  source: {
    counting: $isCountingDown,
    elapsed: $countdownElapsed,
    target: $redirectTarget,
    done: $hasRedirected,
  },
  filter: ({ counting, elapsed, target, done }) => counting && elapsed && target !== null && !done,
  fn: ({ target }) => target?.url ?? '',
});
$hasRedirected.on(redirected, () => true);
sample({ clock: redirected, target: redirectToAppStoreFx });
