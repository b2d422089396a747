import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { purchaseFixture } from '../testing/purchase-fixtures';
import { RefundDialog } from './refund-dialog';

const meta = {
  title: 'Pages/AdminPurchases/RefundDialog',
  component: RefundDialog,
  args: {
    open: true,
    purchase: purchaseFixture(),
    reason: 'requested_by_customer',
    pending: false,
    error: null,
    onReason: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof RefundDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Asking: Story = {};
export const Requesting: Story = { args: { pending: true } };
export const Refused: Story = {
  args: {
    error: 'This payment is disputed or was charged back, so the bank settles it, not a refund.',
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
