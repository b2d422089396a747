import { MOBILE_MEDIA_QUERY } from '@/shared/config';
import { browserFamily } from './device-type';
import type { PlayEnvironment } from './play-event';
import { PAGE_SESSION_ID } from './session-id';

/** The page's side of a play event, read when it is sent (the layout may have changed since). */
export function readPlayEnvironment(): PlayEnvironment {
  return {
    sessionId: PAGE_SESSION_ID,
    platform: window.matchMedia(MOBILE_MEDIA_QUERY).matches ? 'mobile' : 'desktop',
    deviceType: browserFamily(navigator.userAgent),
  };
}
