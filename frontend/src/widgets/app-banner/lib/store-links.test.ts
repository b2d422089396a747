import { mobilePlatformOf, offeredStoresOf, redirectTargetOf } from './store-links';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 15; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const APP_STORE = 'https://apps.apple.com/app/encore/id6450012345';
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=app.encore';
const BOTH = { appStoreUrl: APP_STORE, playStoreUrl: PLAY_STORE };

describe('mobilePlatformOf', () => {
  test.each([
    ['an iPhone', IPHONE, 5, 'ios'],
    ['an iPad asking for the desktop site', IPAD_DESKTOP_MODE, 5, 'ios'],
    ['an Android phone', PIXEL, 5, 'android'],
    ['a Mac', IPAD_DESKTOP_MODE, 0, null],
    ['a Windows desktop', WINDOWS, 0, null],
  ])('%s is %s', (_, userAgent, maxTouchPoints, platform) => {
    expect(mobilePlatformOf({ userAgent, maxTouchPoints })).toBe(platform);
  });
});

describe('redirectTargetOf', () => {
  test('sends a phone to its own store', () => {
    expect(redirectTargetOf('ios', BOTH)).toEqual({ name: 'App Store', url: APP_STORE });
    expect(redirectTargetOf('android', BOTH)).toEqual({ name: 'Google Play', url: PLAY_STORE });
  });

  test('never redirects a desktop, nor a phone whose store has no listing', () => {
    expect(redirectTargetOf(null, BOTH)).toBeNull();
    expect(redirectTargetOf('ios', { appStoreUrl: null, playStoreUrl: PLAY_STORE })).toBeNull();
    expect(redirectTargetOf('android', { appStoreUrl: APP_STORE, playStoreUrl: null })).toBeNull();
  });
});

describe('offeredStoresOf', () => {
  test('offers a phone its own store, and a desktop every store with a listing', () => {
    expect(offeredStoresOf('android', BOTH).map((store) => store.name)).toEqual(['Google Play']);
    expect(offeredStoresOf(null, BOTH).map((store) => store.name)).toEqual([
      'App Store',
      'Google Play',
    ]);
    expect(offeredStoresOf(null, { appStoreUrl: null, playStoreUrl: null })).toEqual([]);
  });
});
