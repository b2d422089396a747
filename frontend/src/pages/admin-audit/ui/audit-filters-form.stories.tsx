import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NO_FILTERS } from '../lib/audit-filters';
import { ADMIN_ID } from '../testing/audit-fixtures';
import { AuditFiltersForm } from './audit-filters-form';

const meta = {
  title: 'Pages/AdminAudit/AuditFiltersForm',
  component: AuditFiltersForm,
  args: {
    filters: NO_FILTERS,
    knownActions: ['invite.create', 'invite.revoke'],
    onApply: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof AuditFiltersForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filtered: Story = {
  args: {
    filters: {
      action: 'invite.revoke',
      targetType: 'invite_code',
      actor: ADMIN_ID,
      fromDay: '2026-11-01',
      toDay: '2026-11-30',
    },
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
