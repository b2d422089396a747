/** Where the mobile app is listed; null for a store without a listing (docs/adr/0022). */
export interface StoreLinks {
  appStoreUrl: string | null;
  playStoreUrl: string | null;
}

export const NO_STORE_LINKS: StoreLinks = { appStoreUrl: null, playStoreUrl: null };

/** The phone platforms that have an app store; anything else is null. */
export type MobilePlatform = 'ios' | 'android';

/** What the browser says about itself (a `navigator`, or a test's stand-in). */
export interface BrowserIdentity {
  userAgent: string;
  maxTouchPoints: number;
}

/**
 * iPhone, iPod and iPad (iPadOS's Safari claims to be desktop Safari, but has touch points) are
 * iOS; Android is Android; everything else, desktops and other phones alike, is neither.
 */
export function mobilePlatformOf({
  userAgent,
  maxTouchPoints,
}: BrowserIdentity): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return null;
}

/** A store listing the banner can send people to. */
export interface StoreLink {
  name: 'App Store' | 'Google Play';
  url: string;
}

const appStore = (links: StoreLinks): StoreLink[] =>
  links.appStoreUrl === null ? [] : [{ name: 'App Store', url: links.appStoreUrl }];
const playStore = (links: StoreLinks): StoreLink[] =>
  links.playStoreUrl === null ? [] : [{ name: 'Google Play', url: links.playStoreUrl }];

/** Where the 2 s redirect goes: the phone's own store, if it has a listing; never on a desktop. */
export function redirectTargetOf(
  platform: MobilePlatform | null,
  links: StoreLinks,
): StoreLink | null {
  if (platform === 'ios') return appStore(links)[0] ?? null;
  if (platform === 'android') return playStore(links)[0] ?? null;
  return null;
}

/** The banner's links: the phone's own store, or on a desktop every store with a listing. */
export function offeredStoresOf(platform: MobilePlatform | null, links: StoreLinks): StoreLink[] {
  if (platform === 'ios') return appStore(links);
  if (platform === 'android') return playStore(links);
  return [...appStore(links), ...playStore(links)];
}
