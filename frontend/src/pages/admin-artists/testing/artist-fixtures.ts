import type { AdminArtist } from '../api/admin-artists-api';

export const artistFixture = (overrides: Partial<AdminArtist> = {}): AdminArtist => ({
  id: 'f6fab7e6-5a5c-4387-9ecc-6dad4f4c9f55',
  slug: 'the-quiet-arcade',
  name: 'The Quiet Arcade',
  image_url: null,
  album_count: 3,
  track_count: 27,
  created_at: '2026-10-01T12:00:00.000Z',
  accounts: [
    {
      id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
      email: 'orla@example.com',
      display_name: 'Orla Quill',
      role: 'artist',
    },
  ],
  ...overrides,
});

export const ARTISTS: AdminArtist[] = [
  artistFixture(),
  artistFixture({
    id: 'a7abc8f7-6b6d-4498-8fdd-7ebe5a5dad66',
    slug: null,
    name: 'Neon Harbor',
    album_count: 1,
    track_count: 9,
    accounts: [],
  }),
  artistFixture({
    id: 'b8bcd9a8-7c7e-45a9-9aee-8fcf6b6ebe77',
    slug: 'orchestra-of-the-long-named-collective',
    name: 'Orchestra of the Long-Named Collective and Friends',
    album_count: 12,
    track_count: 140,
    accounts: [
      {
        id: '6fa459ea-ee8a-4ca4-894e-db77e160355e',
        email: 'manager@orchestra.example.com',
        display_name: 'Sam Reyes',
        role: 'listener',
      },
    ],
  }),
];
