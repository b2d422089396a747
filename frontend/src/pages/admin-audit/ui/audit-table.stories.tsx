import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AUDIT_ENTRIES, auditEntryFixture } from '../testing/audit-fixtures';
import { AuditTable } from './audit-table';

const meta = {
  title: 'Pages/AdminAudit/AuditTable',
  component: AuditTable,
  args: {
    entries: AUDIT_ENTRIES,
    loading: false,
    emptyText: 'No admin actions yet. They appear here as admins work.',
    sort: { key: 'at', direction: 'desc' },
    onSortChange: fn(),
    onPickActor: fn(),
  },
} satisfies Meta<typeof AuditTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A revoke, a creation, and a role change by an admin whose account is gone. */
export const Loaded: Story = {};
export const Loading: Story = { args: { loading: true, entries: [] } };
export const Empty: Story = { args: { entries: [] } };
export const NothingMatches: Story = {
  args: { entries: [], emptyText: 'No admin actions match this search and these filters.' },
};
/** Sorted by action, A to Z: the Action header shows the order. */
export const SortedByAction: Story = { args: { sort: { key: 'action', direction: 'asc' } } };
export const LongText: Story = {
  args: {
    entries: [
      auditEntryFixture({
        actor_email: 'a.very.long.admin.address.for.testing@encore-operations.example.com',
        after: {
          note: 'For the whole Lagos Lights collective and their extended touring band, crew and management',
        },
        before: { note: null },
      }),
    ],
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
