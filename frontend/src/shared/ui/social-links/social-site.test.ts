/** @jest-environment node */
import { safeExternalUrl, socialSiteOf } from './social-site';

const url = (address: string) => new URL(address);

describe('socialSiteOf', () => {
  test.each([
    ['instagram', 'https://www.instagram.com/neonharbor.music', 'instagram'],
    ['TikTok', 'https://www.tiktok.com/@neonharbor', 'tiktok'],
    ['twitter', 'https://twitter.com/neonharbor', 'x'],
    ['x', 'https://x.com/neonharbor', 'x'],
    ['fb', 'https://fb.com/neonharbor', 'facebook'],
    ['website', 'https://neonharbor.example.com', 'website'],
  ])('the key %s names the site', (key, address, site) => {
    expect(socialSiteOf(key, url(address))).toBe(site);
  });

  test.each([
    ['https://youtu.be/abc', 'youtube'],
    ['https://m.youtube.com/@owl', 'youtube'],
    ['https://open.spotify.com/artist/1', 'spotify'],
    ['https://owl.bandcamp.com', 'bandcamp'],
    ['https://soundcloud.com/owl', 'soundcloud'],
    ['https://www.facebook.com/owl', 'facebook'],
    ['https://owl.example.com', 'website'],
    ['https://notinstagram.com/owl', 'website'],
  ])('an unknown key falls back to the host of %s', (address, site) => {
    expect(socialSiteOf('other', url(address))).toBe(site);
  });
});

describe('safeExternalUrl', () => {
  test('keeps http and https addresses only', () => {
    expect(safeExternalUrl('https://x.com/owl')?.href).toBe('https://x.com/owl');
    expect(safeExternalUrl('http://owl.example.com/')?.href).toBe('http://owl.example.com/');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
  });
});
