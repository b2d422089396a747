import { storeLinksOf } from './store-links.js';

describe('storeLinksOf', () => {
  it('gives each configured listing', () => {
    expect(
      storeLinksOf({
        APP_STORE_URL: 'https://apps.apple.com/app/encore/id123',
        PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=app.encore',
      }),
    ).toEqual({
      appStoreUrl: 'https://apps.apple.com/app/encore/id123',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=app.encore',
    });
  });

  it('gives null for a store without a listing, never a placeholder', () => {
    expect(storeLinksOf({})).toEqual({ appStoreUrl: null, playStoreUrl: null });
    expect(
      storeLinksOf({ PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=x' }),
    ).toEqual({
      appStoreUrl: null,
      playStoreUrl: 'https://play.google.com/store/apps/details?id=x',
    });
  });
});
