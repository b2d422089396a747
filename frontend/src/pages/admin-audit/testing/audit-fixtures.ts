import type { AuditEntry } from '../api/audit-api';

export const ADMIN_ID = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';

const invite = {
  code: 'ENCORE-7KQM-X2PA',
  max_uses: 1,
  uses: 0,
  expires_at: '2026-12-10T14:03:00.000Z',
  revoked_at: null,
  note: 'For Lena Marsh',
};

export const auditEntryFixture = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
  at: '2026-11-26T15:00:00.000Z',
  actor_id: ADMIN_ID,
  actor_email: 'admin@encore.test',
  action: 'invite.revoke',
  target_type: 'invite_code',
  target_id: '6f1c2b7e-3d4a-4e5f-8a9b-0c1d2e3f4a5b',
  before: invite,
  after: { ...invite, revoked_at: '2026-11-26T15:00:00.000Z' },
  ip: '203.0.113.7',
  ...overrides,
});

export const AUDIT_ENTRIES: AuditEntry[] = [
  auditEntryFixture(),
  auditEntryFixture({
    id: '2f3e4d5c-6b7a-4899-8b1c-2d3e4f5a6b7c',
    at: '2026-11-26T14:03:00.000Z',
    action: 'invite.create',
    before: null,
    after: invite,
  }),
  auditEntryFixture({
    id: '3a4f5e6d-7c8b-49aa-9c2d-3e4f5a6b7c8d',
    at: '2026-11-25T09:12:00.000Z',
    actor_id: '4b5a6f7e-8d9c-4abb-8d3e-4f5a6b7c8d9e',
    actor_email: null,
    action: 'user.role_change',
    target_type: 'user',
    target_id: '5c6b7a8f-9e0d-4bcc-9e4f-5a6b7c8d9e0f',
    before: { role: 'listener' },
    after: { role: 'artist' },
    ip: null,
  }),
];
