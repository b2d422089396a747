import type { AdminRelease } from '../api/admin-releases-api';

// Sample releases for the admin releases page's tests and stories.

export const RELEASE_ID = '5a8f3c2e-1b7d-4e9a-8c6f-0d2e4b6a8c10';
export const ARTIST_ID = 'a7abc8f7-6b6d-4498-8fdd-7ebe5a5dad66';

export function releaseFixture(overrides: Partial<AdminRelease> = {}): AdminRelease {
  return {
    id: RELEASE_ID,
    title: 'Last Ferry Home',
    artist_id: ARTIST_ID,
    artist_name: 'Neon Harbor',
    slug: 'last-ferry-home',
    release_type: 'single',
    state: 'published',
    artwork_url: null,
    track_count: 1,
    ready_track_count: 1,
    published_at: '2026-11-28T09:15:00.000Z',
    first_published_at: '2026-11-28T09:15:00.000Z',
    published_by_email: 'artist@encore.test',
    scheduled_for: null,
    taken_down_at: null,
    take_down_reason: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-28T09:15:00.000Z',
    ...overrides,
  };
}

export const TAKE_DOWN_REASON = 'The artwork uses a photograph the artist has no rights to.';

/** The same release as the server answers a take-down. */
export const takenDownFixture = (overrides: Partial<AdminRelease> = {}): AdminRelease =>
  releaseFixture({
    state: 'taken_down',
    taken_down_at: '2026-11-28T12:40:00.000Z',
    take_down_reason: TAKE_DOWN_REASON,
    updated_at: '2026-11-28T12:40:00.000Z',
    ...overrides,
  });

/** The same release restored: a draft again, its last publication kept. */
export const restoredFixture = (): AdminRelease =>
  releaseFixture({ state: 'draft', updated_at: '2026-11-28T13:00:00.000Z' });

/** A page of every kind: new, scheduled, taken down (long words), a draft never published. */
export const RELEASES: AdminRelease[] = [
  releaseFixture(),
  releaseFixture({
    id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    title: 'Night Drive Tapes',
    slug: 'night-drive-tapes',
    release_type: 'album',
    state: 'scheduled',
    track_count: 9,
    ready_track_count: 9,
    published_at: null,
    first_published_at: null,
    scheduled_for: '2026-12-05T08:00:00.000Z',
  }),
  takenDownFixture({
    id: '6fa459ea-ee8a-4ca4-894e-db77e160355e',
    title: 'The Lighthouse Keeper’s Ledger (Deluxe Anniversary Edition with Bonus Demos)',
    artist_id: 'b8bcd9a8-7c7e-45a9-9aee-8fcf6b6ebe77',
    artist_name: 'Orchestra of the Long-Named Collective and Friends',
    slug: 'the-lighthouse-keepers-ledger',
    release_type: 'ep',
    track_count: 5,
    published_by_email: 'manager@orchestra-of-the-long-named-collective.example.com',
    take_down_reason:
      'Three of the five tracks are recordings another label owns; their lawyers wrote to us with the catalogue numbers, and the artist confirmed it on the phone.',
  }),
  releaseFixture({
    id: '7d444840-9dc0-11d1-b245-5ffdce74fad2',
    title: 'Demos 2026',
    slug: null,
    release_type: 'ep',
    state: 'draft',
    track_count: 0,
    ready_track_count: 0,
    published_at: null,
    first_published_at: null,
    published_by_email: null,
  }),
];
