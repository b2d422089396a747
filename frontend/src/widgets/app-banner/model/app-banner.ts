import { createEffect, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import {
  APP_BANNER_DISMISSED_KEY,
  APP_STORE_REDIRECT_DELAY_MS,
  APP_STORE_URL,
} from '@/shared/config';

/** The layout mounted; `fromApp` is whether the landing URL's query had from=app. */
export const bannerMounted = createEvent<{ fromApp: boolean }>();
export const bannerDismissed = createEvent();
export const getAppPressed = createEvent();

// Storage can throw (private mode, blocked cookies); the banner then just shows again.
export const readDismissalFx = createEffect(
  () => window.sessionStorage.getItem(APP_BANNER_DISMISSED_KEY) === 'true',
);
export const saveDismissalFx = createEffect(() => {
  window.sessionStorage.setItem(APP_BANNER_DISMISSED_KEY, 'true');
});
export const redirectToAppStoreFx = createEffect((url: string) => {
  window.location.assign(url);
});

/** null until sessionStorage has been read, so a dismissed banner never flashes on load. */
export const $isDismissed = createStore<boolean | null>(null);
export const $isRedirecting = createStore(false);

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
});

// Spec §2: the app-store redirect happens 2 s after the banner shows; the banner says where the
// visitor is going meanwhile, dismissing cancels it, and "Get the app" goes at once.
$isRedirecting.on(bannerShown, () => true).reset(bannerDismissed);

sample({
  clock: delay(bannerShown, APP_STORE_REDIRECT_DELAY_MS),
  filter: $isRedirecting,
  fn: () => APP_STORE_URL,
  target: redirectToAppStoreFx,
});

sample({ clock: getAppPressed, fn: () => APP_STORE_URL, target: redirectToAppStoreFx });
