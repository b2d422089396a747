import { createEffect, createEvent, sample, scopeBind } from 'effector';
import { pageHidden } from './tracking';

/**
 * Fired once when the app starts (in its scope): from then on a page that goes away reports the
 * playing track as paused, so its listening time is not lost (the request is sent with keepalive).
 */
export const playbackAnalyticsStarted = createEvent();

export const watchPageHideFx = createEffect(() => {
  const hidden = scopeBind(pageHidden, { safe: true });
  window.addEventListener('pagehide', () => {
    hidden();
  });
});

sample({ clock: playbackAnalyticsStarted, target: watchPageHideFx });
