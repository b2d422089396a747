import type { AdminUser, AdminUserDetail } from '../api/admin-users-api';

export const LENA_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
export const ADMIN_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

export const userFixture = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: LENA_ID,
  email: 'lena@example.com',
  display_name: 'Lena Marsh',
  avatar_url: null,
  role: 'listener',
  created_at: '2026-11-02T09:30:00.000Z',
  disabled_at: null,
  artist: null,
  ...overrides,
});

export const accountFixture = (overrides: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  ...userFixture(),
  sessions: [
    {
      id: 'b2b6d3a2-1c1e-4f43-9a8e-2f6f0b0e5b11',
      created_at: '2026-11-20T18:04:00.000Z',
      last_used_at: '2026-11-26T08:15:00.000Z',
      expires_at: '2026-12-26T08:15:00.000Z',
      ip: '203.0.113.7',
      user_agent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    },
    {
      id: 'c3c7e4b3-2d2f-4054-8b9f-3a7a1c1f6c22',
      created_at: '2026-11-01T10:00:00.000Z',
      last_used_at: '2026-11-25T21:40:00.000Z',
      expires_at: '2026-12-25T21:40:00.000Z',
      ip: '198.51.100.23',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
    },
  ],
  purchases: [
    {
      id: 'd4d8f5c4-3e3a-4165-9caa-4b8b2d2a7d33',
      album_id: 'e5e9a6d5-4f4b-4276-8dbb-5c9c3e3b8e44',
      album_title: 'Night Ferry',
      artist_name: 'The Quiet Arcade',
      amount: 599,
      currency: 'gbp',
      status: 'paid',
      created_at: '2026-11-21T12:00:00.000Z',
      paid_at: '2026-11-21T12:01:00.000Z',
    },
  ],
  more_purchases: false,
  ...overrides,
});

export const ARTIST_CHOICES = [
  { id: 'f6fab7e6-5a5c-4387-9ecc-6dad4f4c9f55', name: 'The Quiet Arcade', accounts: 1 },
  { id: 'a7abc8f7-6b6d-4498-8fdd-7ebe5a5dad66', name: 'Quiet Storms', accounts: 0 },
];
