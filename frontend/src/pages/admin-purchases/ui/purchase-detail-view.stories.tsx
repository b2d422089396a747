import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { detailFixture } from '../testing/purchase-fixtures';
import { PurchaseDetailView } from './purchase-detail-view';

const meta = {
  title: 'Pages/AdminPurchases/PurchaseDetailView',
  component: PurchaseDetailView,
  args: {
    purchase: detailFixture(),
    refreshStopped: false,
    onRefund: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof PurchaseDetailView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Paid: the Refund button, and the event log of the payment. */
export const Refundable: Story = {};
/** Asked of Stripe: waiting for its charge.refunded, checked every few seconds. */
export const RefundRequested: Story = { args: { purchase: detailFixture('requested') } };
export const StillWaitingForStripe: Story = {
  args: { purchase: detailFixture('requested'), refreshStopped: true },
};
export const Refunded: Story = { args: { purchase: detailFixture('refunded') } };
export const Disputed: Story = {
  args: {
    purchase: detailFixture('refundable', {
      status: 'disputed',
      refund_state: 'not_refundable',
      dispute_opened_at: '2026-11-26T12:00:00.000Z',
    }),
  },
};
export const NeverPaid: Story = {
  args: {
    purchase: detailFixture('refundable', {
      status: 'expired',
      refund_state: 'not_refundable',
      paid_at: null,
      payment_intent_id: null,
      events: detailFixture().events.slice(0, 1),
    }),
  },
};
export const Mobile: Story = {
  args: { purchase: detailFixture('refunded') },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
