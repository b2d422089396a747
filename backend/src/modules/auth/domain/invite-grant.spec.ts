import { artistBioPlaceholder } from '@encore/shared-rules';

import {
  artistSlugBase,
  freeArtistSlug,
  type InviteEntry,
  inviteGrant,
  type ProfileCandidate,
  profileLinks,
  profilePlan,
  SLUG_SUFFIXES,
  slugCandidates,
} from './invite-grant.js';

const artistEntry = (answers: Record<string, unknown> = {}): InviteEntry => ({
  kind: 'artist',
  name: 'Maya Lind',
  country: 'SE',
  answers: { artist_name: 'Neon Fjord', genres: ['Synthwave', 'Electronic'], ...answers },
});

const NEW_ID = '7d0c4c53-2a5b-4a5e-9a43-1c7f3f1b2e11';

describe('inviteGrant', () => {
  it('makes a listener of a plain code and of a fan entry’s invite', () => {
    expect(inviteGrant(null)).toEqual({ role: 'listener' });
    expect(
      inviteGrant({ kind: 'fan', name: 'Grace', country: 'GB', answers: { artist_name: 'x' } }),
    ).toEqual({ role: 'listener' });
  });

  it('makes an artist of an artist entry’s invite, with its profile from the entry', () => {
    expect(
      inviteGrant(
        artistEntry({
          social_instagram: '@neonfjord',
          dsp_link: 'https://open.spotify.com/artist/1',
        }),
      ),
    ).toEqual({
      role: 'artist',
      profile: {
        name: 'Neon Fjord',
        country: 'SE',
        genres: ['Synthwave', 'Electronic'],
        links: {
          instagram: 'https://www.instagram.com/neonfjord',
          streaming: 'https://open.spotify.com/artist/1',
        },
        bio: artistBioPlaceholder('Neon Fjord'),
      },
    });
  });

  it('falls back to the person’s name, no country and no genres when the entry lacks them', () => {
    const grant = inviteGrant({ kind: 'artist', name: ' Maya Lind ', country: null, answers: {} });
    expect(grant).toMatchObject({
      role: 'artist',
      profile: { name: 'Maya Lind', country: null, genres: [], links: {} },
    });
  });

  it('keeps each genre once and drops blank ones', () => {
    const grant = inviteGrant(artistEntry({ genres: ['Jazz', 'Jazz', ' ', 7] }));
    expect(grant).toMatchObject({ profile: { genres: ['Jazz'] } });
  });
});

describe('profileLinks', () => {
  it('makes handles into their sites’ addresses and keeps http(s) links as given', () => {
    expect(
      profileLinks({
        social_instagram: 'neonfjord',
        social_tiktok: '@neon.fjord',
        social_youtube: 'https://www.youtube.com/@neonfjord',
        social_other: 'https://neonfjord.example.com',
        music_link_url: 'https://neonfjord.bandcamp.com',
      }),
    ).toEqual({
      instagram: 'https://www.instagram.com/neonfjord',
      tiktok: 'https://www.tiktok.com/@neon.fjord',
      youtube: 'https://www.youtube.com/@neonfjord',
      other: 'https://neonfjord.example.com/',
      music: 'https://neonfjord.bandcamp.com/',
    });
  });

  it('drops a handle with no site, anything that is not http(s), and repeats', () => {
    expect(
      profileLinks({
        social_other: '@somewhere',
        dsp_link: 'https://open.spotify.com/artist/1',
        music_link_url: 'https://open.spotify.com/artist/1',
        social_youtube: 'javascript:alert(1)',
      }),
    ).toEqual({ streaming: 'https://open.spotify.com/artist/1' });
  });
});

describe('profilePlan', () => {
  const draft = {
    name: 'Neon Fjord',
    country: 'SE',
    genres: ['Synthwave'],
    links: { instagram: 'https://www.instagram.com/neonfjord', tiktok: 'https://t.example/x' },
    bio: artistBioPlaceholder('Neon Fjord'),
  };
  const found = (overrides: Partial<ProfileCandidate> = {}): ProfileCandidate => ({
    id: 'a1',
    claimed: false,
    country: null,
    bio: null,
    links: {},
    ...overrides,
  });

  it('links an unclaimed profile reached by the name, filling only what it lacks', () => {
    expect(
      profilePlan(
        draft,
        found({ country: 'NO', bio: 'Written by an admin.', links: { instagram: 'https://i/x' } }),
        new Set(['neon-fjord']),
        NEW_ID,
      ),
    ).toEqual({
      kind: 'link',
      artistId: 'a1',
      fill: {
        country: null,
        bio: null,
        links: { tiktok: 'https://t.example/x' },
        genres: ['Synthwave'],
      },
    });
    expect(profilePlan(draft, found({ bio: '  ' }), new Set(['neon-fjord']), NEW_ID)).toMatchObject(
      { kind: 'link', fill: { country: 'SE', bio: draft.bio } },
    );
  });

  it('creates a profile when none is reached by the name, storing no slug', () => {
    expect(profilePlan(draft, null, new Set(), NEW_ID)).toEqual({
      kind: 'create',
      artistId: NEW_ID,
      slug: null,
    });
  });

  it('creates a profile with a numbered slug when the name’s profile has its account', () => {
    const taken = new Set(['neon-fjord', 'neon-fjord-2']);
    expect(profilePlan(draft, found({ claimed: true }), taken, NEW_ID)).toEqual({
      kind: 'create',
      artistId: NEW_ID,
      slug: 'neon-fjord-3',
    });
  });
});

describe('slugs of new profiles', () => {
  it('derives the base by the catalogue’s rule, bounded for a suffix', () => {
    expect(artistSlugBase('Sigur Rós & Friends')).toBe('sigur-ros-friends');
    expect(artistSlugBase('!!!')).toBe('');
    expect(artistSlugBase(`${'a'.repeat(139)} b`).length).toBeLessThanOrEqual(140);
    expect(artistSlugBase(`${'a'.repeat(139)} b`)).not.toMatch(/-$/);
  });

  it('tries the base, then numbered ones, then one from the new id', () => {
    expect(slugCandidates('')).toEqual([]);
    expect(slugCandidates('owl')).toHaveLength(SLUG_SUFFIXES);
    expect(slugCandidates('owl').slice(0, 3)).toEqual(['owl', 'owl-2', 'owl-3']);
    expect(freeArtistSlug('', new Set(), NEW_ID)).toBeNull();
    expect(freeArtistSlug('owl', new Set(['owl-2']), NEW_ID)).toBeNull();
    expect(freeArtistSlug('owl', new Set(['owl']), NEW_ID)).toBe('owl-2');
    expect(freeArtistSlug('owl', new Set(slugCandidates('owl')), NEW_ID)).toBe('owl-7d0c4c53');
  });

  test('an artist called “Studio” or “Dashboard” never takes the artist’s own pages', () => {
    expect(freeArtistSlug('studio', new Set(), NEW_ID)).toBe('studio-2');
    expect(freeArtistSlug('dashboard', new Set(['dashboard-2']), NEW_ID)).toBe('dashboard-3');
    expect(freeArtistSlug('studio-live', new Set(), NEW_ID)).toBeNull();
  });
});
