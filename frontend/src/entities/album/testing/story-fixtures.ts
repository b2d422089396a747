import type { AlbumSummary } from '../model/album';

// Inline covers keep the stories offline-friendly.
export const COVER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23FF0054'/%3E%3Ccircle cx='32' cy='32' r='14' fill='%230b0a10'/%3E%3C/svg%3E";

export const RELEASE: AlbumSummary = {
  id: '6d1f3b0e-2c55-4c1b-9a57-1f0c3e2d9b11',
  slug: 'afterglow-boulevard',
  title: 'Afterglow Boulevard',
  artwork_url: COVER,
  release_date: '2021-06-18',
  access_type: 'standard',
  track_count: 7,
};
