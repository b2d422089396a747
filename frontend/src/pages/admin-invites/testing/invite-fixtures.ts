import type { AdminInvite } from '../api/invites-api';

export const inviteFixture = (overrides: Partial<AdminInvite> = {}): AdminInvite => ({
  id: '6f1c2b7e-3d4a-4e5f-8a9b-0c1d2e3f4a5b',
  code: 'ENCORE-7KQM-X2PA',
  max_uses: 1,
  used: 0,
  expires_at: '2026-12-10T14:03:00.000Z',
  revoked_at: null,
  note: 'For Lena Marsh (label intro)',
  created_at: '2026-11-26T14:03:00.000Z',
  status: 'active',
  ...overrides,
});

export const INVITES: AdminInvite[] = [
  inviteFixture(),
  inviteFixture({
    id: '7a2d3c8f-4e5b-4f60-9bac-1d2e3f4a5b6c',
    code: 'FRIENDS-OF-ENCORE',
    max_uses: 50,
    used: 50,
    expires_at: null,
    note: 'Demo: friends and family',
    status: 'used_up',
  }),
  inviteFixture({
    id: '8b3e4d90-5f6c-4a71-8cbd-2e3f4a5b6c7d',
    code: 'LAUNCH-PARTY',
    max_uses: 10,
    used: 3,
    expires_at: '2026-06-30T23:59:59.000Z',
    note: null,
    status: 'expired',
  }),
  inviteFixture({
    id: '9c4f5ea1-6a7d-4b82-9dce-3f4a5b6c7d8e',
    code: 'ENCORE-J9RT-4WQE',
    revoked_at: '2026-11-20T09:00:00.000Z',
    note: 'Sent to the wrong address',
    status: 'revoked',
  }),
];
