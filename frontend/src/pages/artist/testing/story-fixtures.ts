import type { Artist } from '@/entities/artist';
import type { Track } from '@/entities/track';
import { trackFixture } from '@/entities/track/index.testing';

// Inline images keep the stories offline-friendly.
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>${body}</svg>`)}`;
export const PHOTO = svg(
  "<rect width='64' height='64' fill='#E4FF1A'/><circle cx='32' cy='26' r='12' fill='#0b0a10'/><path d='M10 64a22 22 0 0 1 44 0Z' fill='#0b0a10'/>",
);
export const BANNER = svg(
  "<defs><linearGradient id='g'><stop offset='0' stop-color='#3a0a2a'/><stop offset='1' stop-color='#0b2a3a'/></linearGradient></defs><rect width='64' height='64' fill='url(#g)'/>",
);
export const LOGO = svg(
  "<text x='4' y='40' font-size='22' font-family='sans-serif' font-weight='800' fill='#FF0054'>NEON</text>",
);
const COVER = svg(
  "<rect width='64' height='64' fill='#FF0054'/><circle cx='32' cy='32' r='14' fill='#0b0a10'/>",
);

export const LONG_BIO = [
  'Neon Harbor is the night-shift project of Maya Okonkwo-Reyes, a former ferry mechanic from Portsmouth who started making music on a second-hand Juno-60 she bought with her first overtime cheque.',
  'Her debut, Afterglow Boulevard, was pressed in a run of three hundred cassettes and sold out at a single show in a car park under the Spinnaker Tower.',
  'The sound is unapologetically widescreen: gated drums, arpeggios that feel like street lights sliding over a windscreen, and choruses built for shouting out of an open window.',
].join('\n\n');

export const ARTIST: Artist = {
  id: '0b8f4c7e-6a2d-4d1e-9f3a-2c5b7e9d1a40',
  slug: 'neon-harbor',
  name: 'Neon Harbor',
  image_url: PHOTO,
  genres: ['synthwave'],
  bio: LONG_BIO,
  banner_url: BANNER,
  banner_image: BANNER,
  artist_logo: null,
  genre: ['synthwave', 'electronic'],
  mood: ['euphoric', 'dreamy', 'energetic'],
  social_links: {
    instagram: 'https://www.instagram.com/neonharbor.music',
    youtube: 'https://www.youtube.com/@neonharbor',
    bandcamp: 'https://neonharbor.bandcamp.com',
    website: 'https://neonharbor.example.com',
  },
  albums: [
    ['night-drive-tapes', 'Night Drive Tapes', '2024-03-01', 'soundcheck', 6],
    ['chrome-sunrise', 'Chrome Sunrise', '2023-05-12', 'free', 8],
    ['afterglow-boulevard', 'Afterglow Boulevard', '2021-06-18', 'standard', 7],
  ].map(([slug, title, release_date, access_type, track_count], index) => ({
    id: `b1c2d3e4-0000-4000-8000-00000000000${index}`,
    slug: String(slug),
    title: String(title),
    artwork_url: index === 2 ? null : COVER,
    release_date: String(release_date),
    access_type: access_type as Artist['albums'][number]['access_type'],
    track_count: Number(track_count),
  })),
};

export const TRACKS: Track[] = [
  ['Harbour Lights', 104, false, 'standard'],
  ['Burn the Map', 88, true, 'standard'],
  ['Tape One: Voice Memos', 131, false, 'soundcheck'],
].map(([title, duration, explicit, access_type], index) =>
  trackFixture({
    id: `t-${index}`,
    title: String(title),
    artistName: ARTIST.name,
    artist_name: ARTIST.name,
    duration: Number(duration),
    track_number: index + 1,
    file_path: `audio/t-${index}.mp3`,
    album_id: ARTIST.albums[0]?.id ?? '',
    album_slug: 'afterglow-boulevard',
    album_title: access_type === 'soundcheck' ? 'Night Drive Tapes' : 'Afterglow Boulevard',
    artist_id: ARTIST.id,
    artist_slug: ARTIST.slug,
    explicit: Boolean(explicit),
    access_type: access_type as Track['access_type'],
    access_granted: access_type !== 'soundcheck',
  }),
);
