import type { Track } from '@/entities/track';
import { trackFixture } from '@/entities/track/index.testing';

// Inline covers keep the stories and tests offline.
const cover = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='${fill}'/><circle cx='32' cy='32' r='14' fill='#0b0a10'/></svg>`)}`;

const COLOURS = ['#FF0054', '#E4FF1A', '#5aa9ff', '#36e0a0'];

/** A shelf track: a preview on odd track numbers, like the demo seed's standard albums. */
export function shelfTrack(index: number, title: string, artist: string): Track {
  const trackNumber = (index % 2) + 1;
  return trackFixture({
    id: `00000000-0000-4000-8000-00000000c00${index}`,
    title,
    artistName: artist,
    artist_name: artist,
    duration: 180 + index * 7,
    track_number: trackNumber,
    file_path: `audio/shelf-${index}.mp3`,
    preview_url: trackNumber === 1 ? `previews/shelf-${index}.mp3` : null,
    album_id: `00000000-0000-4000-8000-00000000a00${Math.floor(index / 2)}`,
    album_slug: null,
    album_title: `${artist} EP`,
    artist_id: `00000000-0000-4000-8000-00000000b00${Math.floor(index / 2)}`,
    artist_slug: artist.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    artwork_url: index === 5 ? null : cover(COLOURS[Math.floor(index / 2) % COLOURS.length] ?? ''),
  });
}

export const SHELF_TRACKS: Track[] = [
  shelfTrack(0, 'Quiet Harbour', 'Ghost Orchard'),
  shelfTrack(1, 'Quiet Harbour (Piano Version)', 'Ghost Orchard'),
  shelfTrack(2, 'Rosa, Turn It Up', 'Nadia Sørensen'),
  shelfTrack(3, 'Coffee and Confessions', 'Nadia Sørensen'),
  shelfTrack(4, 'Redline', 'Kid Lanterne'),
  shelfTrack(5, 'Tachometer', 'Kid Lanterne'),
  shelfTrack(6, 'Dancefloor Cartography', 'O.W.L.'),
  shelfTrack(7, 'Left at the Disco Ball', 'O.W.L.'),
];
