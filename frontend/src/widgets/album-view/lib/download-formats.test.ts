/** @jest-environment node */
import { downloadFormatsLine, downloadsViewOf } from './download-formats';

describe('download formats', () => {
  test('names the formats in the order the server gives them', () => {
    expect(downloadFormatsLine(['flac', 'mp3'])).toBe('FLAC · MP3 320');
    expect(downloadFormatsLine(['mp3'])).toBe('MP3 320');
  });

  test('shows nothing when the album offers no download, or before the offer is known', () => {
    expect(downloadsViewOf(null)).toEqual({ kind: 'none' });
    expect(downloadsViewOf({ formats: [], can_download: false, requires: null })).toEqual({
      kind: 'none',
    });
  });

  test('tells a listener who has not bought the album which formats come with it', () => {
    expect(
      downloadsViewOf({ formats: ['flac', 'mp3'], can_download: false, requires: 'purchase' }),
    ).toEqual({ kind: 'info', line: 'Download: FLAC · MP3 320', hint: null });
    expect(downloadsViewOf({ formats: ['mp3'], can_download: false, requires: 'sign_in' })).toEqual(
      { kind: 'info', line: 'Download: MP3 320', hint: 'Sign in to download' },
    );
  });

  test('gives an owner a button per format', () => {
    expect(
      downloadsViewOf({ formats: ['flac', 'mp3'], can_download: true, requires: null }),
    ).toEqual({ kind: 'buttons', formats: ['flac', 'mp3'] });
  });
});
