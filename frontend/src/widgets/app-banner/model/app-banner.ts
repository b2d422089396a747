import { createEffect, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import {
  APP_BANNER_DISMISSED_KEY,
  APP_STORE_REDIRECT_DELAY_MS,
  APP_STORE_URL,
} from '@/shared/config';

export const bannerMounted = createEvent();
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

sample({ clock: bannerMounted, target: readDismissalFx });
$isDismissed
  .on(readDismissalFx.doneData, (_, dismissed) => dismissed)
  .on(readDismissalFx.fail, () => false)
  .on(bannerDismissed, () => true);

sample({ clock: bannerDismissed, target: saveDismissalFx });

// The 2 s pause says where the visitor is going before the page leaves; dismissing cancels it.
$isRedirecting.on(getAppPressed, () => true).reset(bannerDismissed);

sample({
  clock: delay(getAppPressed, APP_STORE_REDIRECT_DELAY_MS),
  filter: $isRedirecting,
  fn: () => APP_STORE_URL,
  target: redirectToAppStoreFx,
});
