import type { Track } from '../model/track';

/**
 * A catalogue track with every field the schema has: free to play, no preview, lyrics, cover,
 * gapless rendition, loudness or peaks unless overridden. Tests name only what they are about.
 */
export function trackFixture(overrides: Partial<Track> = {}): Track {
  return {
    id: 't-1',
    title: 'Harbour Lights',
    artistName: 'Neon Harbor',
    artist_name: 'Neon Harbor',
    duration: 104,
    track_number: 1,
    file_path: 'audio/harbour-lights.mp3',
    preview_url: null,
    album_id: 'b1c2d3e4-0000-4000-8000-000000000001',
    album_slug: 'afterglow-boulevard',
    album_title: 'Afterglow Boulevard',
    artist_id: '0b8f4c7e-6a2d-4d1e-9f3a-2c5b7e9d1a40',
    artist_slug: 'neon-harbor',
    artwork_url: null,
    explicit: false,
    lyrics: null,
    access_type: 'standard',
    access_granted: true,
    gapless: null,
    loudness: null,
    peaks_url: null,
    ...overrides,
  };
}
