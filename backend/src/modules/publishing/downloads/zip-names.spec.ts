import {
  albumFolder,
  attachmentDisposition,
  safeName,
  trackFileName,
  zipFileName,
} from './zip-names.js';

describe('safeName', () => {
  it('keeps a plain title as it is', () => {
    expect(safeName('Harbour Lights (Live)')).toBe('Harbour Lights (Live)');
  });

  it('replaces separators and characters Windows refuses, and drops control characters', () => {
    expect(safeName('AC/DC: "Back\\in" <Black>?*|')).toBe('AC_DC_ _Back_in_ _Black____');
    expect(safeName('Line\nbreak\ttab')).toBe('Line break tab');
  });

  it('never ends in a dot or space, and never leaves nothing', () => {
    expect(safeName('Etc...  ')).toBe('Etc');
    expect(safeName(' ... ')).toBe('Untitled');
    expect(safeName('..')).toBe('Untitled');
  });

  it('caps long titles at whole characters', () => {
    const name = safeName('🎵'.repeat(150));
    expect(Array.from(name)).toHaveLength(100);
    expect(name.isWellFormed()).toBe(true);
  });
});

describe('zip names', () => {
  it('numbers tracks to the width of the album, at least two digits', () => {
    expect(trackFileName(3, 9, 'Undertow', 'flac')).toBe('03 Undertow.flac');
    expect(trackFileName(7, 120, 'Undertow', 'mp3')).toBe('007 Undertow.mp3');
  });

  it('names the folder and the zip after the artist, album and format', () => {
    expect(albumFolder('Mira Vale', 'Low Tide')).toBe('Mira Vale - Low Tide');
    expect(zipFileName('Mira Vale', 'Low/Tide', 'mp3')).toBe('Mira Vale - Low_Tide (MP3 320).zip');
  });

  it('sends the name in ASCII and exactly, for old and new clients', () => {
    expect(attachmentDisposition('Sigur Rós - Ágætis byrjun (FLAC).zip')).toBe(
      'attachment; filename="Sigur R_s - _g_tis byrjun (FLAC).zip"; ' +
        "filename*=UTF-8''Sigur%20R%C3%B3s%20-%20%C3%81g%C3%A6tis%20byrjun%20%28FLAC%29.zip",
    );
  });
});
