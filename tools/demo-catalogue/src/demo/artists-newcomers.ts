import type { DemoArtistInput } from './types.js';

/** Newer, smaller acts — including the one without a slug and the one without a bio. Pure data. */
export const NEWCOMER_ARTISTS: readonly DemoArtistInput[] = [
  {
    // No slug on purpose: exercises the name-derived slug fallback (spec §2, /artist/{identifier}).
    slug: null,
    name: 'Ghost Orchard',
    bio: 'Songs whispered into a four-track in an old apple store in Herefordshire.',
    genres: ['indie folk', 'ambient'],
    moods: ['melancholic', 'dreamy'],
    socialLinks: {
      bandcamp: 'https://ghostorchard.bandcamp.com',
    },
    withLogo: false,
    albums: [
      {
        slug: 'windfall',
        title: 'Windfall',
        description: 'Five quiet songs gathered up after the autumn storms.',
        releaseDate: '2022-09-23',
        accessType: 'standard',
        genres: ['indie folk', 'ambient'],
        tracks: [
          { title: 'Windfall', durationS: 94 },
          { title: 'Bruised Apples', durationS: 87 },
          { title: 'The Cider House Is Empty', durationS: 101 },
          { title: 'Ladder Against the Wall', durationS: 79 },
          { title: 'First Frost', durationS: 92 },
        ],
      },
    ],
  },
  {
    // No bio on purpose: the artist page shows "This artist has no biography yet." (spec §2).
    slug: 'kid-lanterne',
    name: 'Kid Lanterne',
    bio: null,
    genres: ['house'],
    moods: ['energetic', 'euphoric'],
    socialLinks: {
      soundcloud: 'https://soundcloud.com/kidlanterne',
    },
    withLogo: false,
    albums: [
      {
        slug: 'dancefloor-cartography',
        title: 'Dancefloor Cartography',
        description: 'A free four-track debut EP of bright, bouncing house.',
        releaseDate: '2025-12-05',
        accessType: 'free',
        genres: ['house'],
        tracks: [
          { title: 'Dancefloor Cartography', durationS: 97 },
          { title: 'Left at the Disco Ball', durationS: 88 },
          { title: 'Strobe Theory', durationS: 83, explicit: true },
          { title: 'Cloakroom Ticket 44', durationS: 91 },
        ],
      },
    ],
  },
  {
    slug: 'nadia-sorensen',
    name: 'Nadia Sørensen',
    bio: 'Copenhagen singer and pianist mixing northern soul with late-night jazz.',
    genres: ['soul', 'jazz'],
    moods: ['chill', 'uplifting'],
    socialLinks: {
      instagram: 'https://www.instagram.com/nadiasorensen.music',
      spotify: 'https://open.spotify.com/artist/8nAdIaSoReNsEn4cPhDk2m',
      tiktok: 'https://www.tiktok.com/@nadiasorensen',
    },
    withLogo: false,
    albums: [
      {
        slug: 'northern-soul-letters',
        title: 'Northern Soul Letters',
        description: 'Six songs written as letters to friends, pressed once in a limited edition.',
        releaseDate: '2023-08-11',
        accessType: 'limited',
        genres: ['soul', 'jazz'],
        tracks: [
          { title: 'Dear Copenhagen', durationS: 98 },
          { title: 'Bicycle in the Snow', durationS: 86 },
          { title: 'Letter Never Sent', durationS: 104 },
          { title: 'Nyhavn After Hours', durationS: 95 },
          { title: 'Postmark', durationS: 81 },
          { title: 'Yours, Always', durationS: 112 },
        ],
      },
      {
        slug: 'quiet-harbour',
        title: 'Quiet Harbour',
        description: 'A two-song single for the first warm evening of the year.',
        releaseDate: '2026-04-17',
        accessType: 'standard',
        genres: ['soul'],
        tracks: [
          { title: 'Quiet Harbour', durationS: 99 },
          { title: 'Quiet Harbour (Piano Version)', durationS: 87 },
        ],
      },
    ],
  },
];
