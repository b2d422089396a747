import type { StudioRelease, StudioReleaseSummary, StudioTrack } from '../model/release';

export const RELEASE_ID = '0b6e2c1a-4f5d-4e8a-9c7b-1a2b3c4d5e6f';
export const ARTIST_ID = '7d1f0c2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';

/** A track as the studio returns it, ready unless overridden. */
export function studioTrackFixture(overrides: Partial<StudioTrack> = {}): StudioTrack {
  const position = overrides.position ?? 1;
  return {
    id: `00000000-0000-4000-8000-00000000000${position}`,
    position,
    title: 'Headlights',
    explicit: false,
    isrc: null,
    credits: null,
    lyrics_plain: null,
    lyrics_synced: null,
    state: 'ready',
    step: null,
    progress: 100,
    failure_reason: null,
    retryable: true,
    file_name: '01 Headlights.wav',
    file_size: 52_428_800,
    duration_s: 214,
    facts: null,
    loudness: null,
    tags: null,
    preview_start_seconds: null,
    preview_cut_at_seconds: 71,
    peaks_url: null,
    listed: false,
    sold: false,
    ...overrides,
  };
}

/** A draft with nothing missing unless overridden. */
export function studioReleaseFixture(overrides: Partial<StudioRelease> = {}): StudioRelease {
  return {
    id: RELEASE_ID,
    artist_id: ARTIST_ID,
    artist_name: 'Neon Harbor',
    title: 'Night Ferry',
    release_type: 'ep',
    description: null,
    release_date: null,
    access_type: 'soundcheck',
    genres: ['Electronic'],
    downloads_enabled: false,
    artwork_url: '/media/images/artwork/night-ferry.jpg',
    slug: null,
    state: 'draft',
    scheduled_for: null,
    published_at: null,
    first_published_at: null,
    taken_down_at: null,
    take_down_reason: null,
    listed: false,
    buyers: 0,
    buyers_note: null,
    checklist: { complete: true, missing: [] },
    actions: { edit_tracks: true, delete: true, publish: true, unpublish: false },
    tracks: [
      studioTrackFixture(),
      studioTrackFixture({
        position: 2,
        title: 'Harbour Lights',
        file_name: '02 Harbour Lights.flac',
      }),
    ],
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-26T09:30:00.000Z',
    ...overrides,
  };
}

export function releaseSummaryFixture(
  overrides: Partial<StudioReleaseSummary> = {},
): StudioReleaseSummary {
  return {
    id: RELEASE_ID,
    title: 'Night Ferry',
    release_type: 'ep',
    state: 'draft',
    artwork_url: null,
    track_count: 3,
    ready_track_count: 2,
    scheduled_for: null,
    published_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-26T09:30:00.000Z',
    ...overrides,
  };
}
