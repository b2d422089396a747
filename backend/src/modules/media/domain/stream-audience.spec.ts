import {
  mayStream,
  signedForStudio,
  streamAudience,
  studioListener,
  trackIdInPath,
} from './stream-audience.js';

const TRACK = '3f2b9c1e-8a3d-4c55-9a43-7e2f3f1b2e22';

describe('trackIdInPath', () => {
  it('reads the track of a rendition folder, and nothing of other paths', () => {
    expect(trackIdInPath(`audio/${TRACK}/3/stream.m4a`)).toBe(TRACK);
    expect(trackIdInPath(`audio/${TRACK.toUpperCase()}/3/preview.mp3`)).toBe(TRACK);
    expect(trackIdInPath('audio/night-drive-4f1c.mp3')).toBeNull();
    expect(trackIdInPath(`images/${TRACK}/cover.webp`)).toBeNull();
    expect(trackIdInPath(`audio/${TRACK}`)).toBeNull();
  });
});

describe('streamAudience', () => {
  it('leaves a file no track uses, or a public track uses, to the signature', () => {
    expect(streamAudience([])).toEqual({ kind: 'signed' });
    expect(
      streamAudience([
        { albumId: 'a', listed: false },
        { albumId: 'b', listed: true },
      ]),
    ).toEqual({ kind: 'signed' });
  });

  it("gives a file only hidden tracks use to their albums' buyers", () => {
    const audience = streamAudience([
      { albumId: 'a', listed: false },
      { albumId: 'a', listed: false },
      { albumId: 'c', listed: false },
    ]);
    expect(audience).toEqual({ kind: 'buyers', albumIds: ['a', 'c'] });
    expect(mayStream(audience, { buyer: false })).toBe(false);
    expect(mayStream(audience, { buyer: true })).toBe(true);
    expect(mayStream({ kind: 'signed' }, { buyer: false })).toBe(true);
  });
});

describe('signedForStudio', () => {
  const OTHER = '9a1c2b3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

  it("opens a hidden track's own renditions to the studio's address for that track", () => {
    const hidden = streamAudience([{ albumId: 'a', listed: false }]);
    const path = `audio/${TRACK}/3/stream.mp3`;
    expect(signedForStudio(path, studioListener(TRACK))).toBe(true);
    expect(signedForStudio(path, studioListener(TRACK.toUpperCase()))).toBe(true);
    expect(mayStream(hidden, { buyer: false, studio: true })).toBe(true);
    expect(mayStream(hidden, { buyer: false, studio: false })).toBe(false);
  });

  it("never opens another track's files, a file outside the renditions, or for anyone else", () => {
    expect(signedForStudio(`audio/${TRACK}/3/stream.mp3`, studioListener(OTHER))).toBe(false);
    expect(signedForStudio('audio/night-drive-4f1c.mp3', studioListener(TRACK))).toBe(false);
    expect(signedForStudio(`masters/${TRACK}/take.wav`, studioListener(TRACK))).toBe(false);
    expect(signedForStudio(`audio/${TRACK}/3/stream.mp3`, TRACK)).toBe(false);
    expect(signedForStudio(`audio/${TRACK}/3/stream.mp3`, 'anon')).toBe(false);
  });
});
