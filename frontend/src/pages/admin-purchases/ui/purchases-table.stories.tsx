import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { INITIAL_PURCHASES_QUERY } from '../lib/purchases-query';
import { purchaseFixture } from '../testing/purchase-fixtures';
import { PurchasesTable } from './purchases-table';

const ROWS = [
  purchaseFixture({ refund_state: 'requested', refund_requested_at: '2026-11-27T09:30:00.000Z' }),
  purchaseFixture({
    id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    created_at: '2026-11-24T10:00:00.000Z',
    status: 'refunded',
    refund_state: 'refunded',
    buyer: { id: 'b2', email: 'sam@example.com', display_name: 'Sam Reyes' },
  }),
  purchaseFixture({
    id: '6fa459ea-ee8a-4ca4-894e-db77e160355e',
    created_at: '2026-11-23T08:00:00.000Z',
    status: 'pending',
    refund_state: 'not_refundable',
    paid_at: null,
    buyer: {
      id: 'b3',
      email: 'a.very.long.address.for.a.fan@an-independent-label.example.com',
      display_name: 'Ama Oduya',
    },
    album: {
      id: 'a3',
      title: 'The Lighthouse Keeper’s Ledger (Deluxe Anniversary Edition with Bonus Demos)',
      artist_name: 'Ama Oduya & The Lagos Lights',
    },
  }),
];

const meta = {
  title: 'Pages/AdminPurchases/PurchasesTable',
  component: PurchasesTable,
  args: {
    rows: ROWS,
    loading: false,
    sort: INITIAL_PURCHASES_QUERY.sort,
    empty: 'There are no purchases yet.',
    onSortChange: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof PurchasesTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Newest first: a refund on its way, a refunded purchase, a checkout left open (long text). */
export const Loaded: Story = {};
export const SortedByBuyer: Story = { args: { sort: { key: 'buyer', direction: 'asc' } } };
export const Loading: Story = { args: { loading: true, rows: [] } };
export const Empty: Story = { args: { rows: [] } };
export const NothingMatches: Story = {
  args: { rows: [], empty: 'No purchase matches these filters.' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
