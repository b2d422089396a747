import {
  albumVisibleTo,
  type DownloadableAlbum,
  downloadRight,
  formatsOffered,
} from './download-rights.js';

const lossless = [{ flac: true }, { flac: true }];
const album = (overrides: Partial<DownloadableAlbum> = {}): DownloadableAlbum => ({
  accessType: 'soundcheck',
  listed: true,
  downloadsEnabled: false,
  tracks: lossless,
  ...overrides,
});
const visitor = { signedIn: false, holdsGrant: false };
const member = { signedIn: true, holdsGrant: false };
const buyer = { signedIn: true, holdsGrant: true };

describe('formatsOffered', () => {
  it('offers FLAC and MP3 of a Soundcheck album whose tracks are all lossless', () => {
    expect(formatsOffered(album())).toEqual(['flac', 'mp3']);
  });

  it('offers only MP3 when one track has no lossless master', () => {
    expect(formatsOffered(album({ tracks: [{ flac: true }, { flac: false }] }))).toEqual(['mp3']);
  });

  it('offers a free album only when its artist allows downloads', () => {
    expect(formatsOffered(album({ accessType: 'free' }))).toEqual([]);
    expect(formatsOffered(album({ accessType: 'free', downloadsEnabled: true }))).toEqual([
      'flac',
      'mp3',
    ]);
  });

  it('offers nothing for other access types, albums that are no release, or no tracks', () => {
    expect(formatsOffered(album({ accessType: 'standard', downloadsEnabled: true }))).toEqual([]);
    expect(formatsOffered(album({ downloadsEnabled: null }))).toEqual([]);
    expect(formatsOffered(album({ tracks: [] }))).toEqual([]);
  });
});

describe('downloadRight', () => {
  it('lets a Soundcheck buyer download, asks others to buy, and visitors to sign in', () => {
    expect(downloadRight(album(), buyer)).toBe('allowed');
    expect(downloadRight(album(), member)).toBe('purchase');
    expect(downloadRight(album(), visitor)).toBe('sign_in');
  });

  it('keeps a buyer’s downloads after the album is hidden', () => {
    expect(downloadRight(album({ listed: false }), buyer)).toBe('allowed');
  });

  it('lets anyone signed in download a free album with downloads on, while it is public', () => {
    const free = album({ accessType: 'free', downloadsEnabled: true });
    expect(downloadRight(free, member)).toBe('allowed');
    expect(downloadRight(free, visitor)).toBe('sign_in');
    expect(downloadRight({ ...free, listed: false }, member)).toBe('not_offered');
  });

  it('offers nothing to anyone when the album offers no format', () => {
    expect(downloadRight(album({ downloadsEnabled: null }), buyer)).toBe('not_offered');
    expect(downloadRight(album({ accessType: 'free' }), member)).toBe('not_offered');
  });
});

describe('albumVisibleTo', () => {
  it('shows a listed album to everyone and a hidden one to its buyers only', () => {
    expect(albumVisibleTo(album(), visitor)).toBe(true);
    expect(albumVisibleTo(album({ listed: false }), member)).toBe(false);
    expect(albumVisibleTo(album({ listed: false }), buyer)).toBe(true);
  });
});
