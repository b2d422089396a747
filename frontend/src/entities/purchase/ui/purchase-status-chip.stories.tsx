import type { Meta, StoryObj } from '@storybook/react-vite';
import { PURCHASE_STATUS_LABELS, type PurchaseStatus } from '../model/purchase-status';
import { PurchaseStatusChip } from './purchase-status-chip';

const meta = {
  title: 'Entities/Purchase/PurchaseStatusChip',
  component: PurchaseStatusChip,
  args: { status: 'paid' },
} satisfies Meta<typeof PurchaseStatusChip>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Paid: Story = {};
export const Refunded: Story = { args: { status: 'refunded' } };
/** Every status side by side. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {(Object.keys(PURCHASE_STATUS_LABELS) as PurchaseStatus[]).map((status) => (
        <PurchaseStatusChip key={status} status={status} />
      ))}
    </div>
  ),
};
