import type { Profile } from '../api/profile';

// Offline-friendly sample data for the dashboard stories.

export const PORTRAIT =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23E4FF1A'/%3E%3Ccircle cx='32' cy='26' r='12' fill='%230b0a10'/%3E%3Cpath d='M10 64a22 22 0 0 1 44 0Z' fill='%230b0a10'/%3E%3C/svg%3E";

export const PROFILE: Profile = {
  id: 'u-1',
  email: 'lena.marsh@example.com',
  displayName: 'Lena Marsh',
  avatarUrl: null,
  role: 'listener',
  createdAt: '2026-03-12T10:00:00.000Z',
  artist: null,
};
