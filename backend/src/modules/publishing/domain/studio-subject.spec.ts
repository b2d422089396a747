import { releaseAccess, studioSubject } from './studio-subject.js';

const ARTIST = 'a1';
const OTHER = 'a2';

describe('studioSubject', () => {
  it('gives an artist account its own profile, and refuses another', () => {
    const artist = { role: 'artist', artistId: ARTIST } as const;
    expect(studioSubject(artist)).toEqual({ artistId: ARTIST, byAdmin: false });
    expect(studioSubject(artist, ARTIST)).toEqual({ artistId: ARTIST, byAdmin: false });
    expect(studioSubject(artist, OTHER)).toEqual({ refused: 'other_artist' });
  });

  it('refuses listeners and artist accounts without a profile', () => {
    expect(studioSubject({ role: 'listener', artistId: ARTIST })).toEqual({
      refused: 'not_an_artist',
    });
    expect(studioSubject({ role: 'artist', artistId: null })).toEqual({ refused: 'not_linked' });
  });

  it('lets an admin name any profile (acting for it), or use its own', () => {
    expect(studioSubject({ role: 'admin', artistId: null }, OTHER)).toEqual({
      artistId: OTHER,
      byAdmin: true,
    });
    expect(studioSubject({ role: 'admin', artistId: ARTIST })).toEqual({
      artistId: ARTIST,
      byAdmin: false,
    });
    expect(studioSubject({ role: 'admin', artistId: null })).toEqual({
      refused: 'artist_required',
    });
  });
});

describe('releaseAccess', () => {
  it('is the owner for the linked artist (or an admin linked to it)', () => {
    expect(releaseAccess({ role: 'artist', artistId: ARTIST }, ARTIST)).toEqual({ kind: 'own' });
    expect(releaseAccess({ role: 'admin', artistId: ARTIST }, ARTIST)).toEqual({ kind: 'own' });
  });

  it("hides another artist's release from an artist, and lets an admin act for it", () => {
    expect(releaseAccess({ role: 'artist', artistId: OTHER }, ARTIST)).toEqual({ kind: 'hidden' });
    expect(releaseAccess({ role: 'admin', artistId: null }, ARTIST)).toEqual({
      kind: 'as_admin',
    });
  });

  it('refuses a listener, even one still linked to the profile', () => {
    expect(releaseAccess({ role: 'listener', artistId: ARTIST }, ARTIST)).toEqual({
      refused: 'not_an_artist',
    });
    expect(releaseAccess({ role: 'artist', artistId: null }, ARTIST)).toEqual({
      refused: 'not_linked',
    });
  });
});
