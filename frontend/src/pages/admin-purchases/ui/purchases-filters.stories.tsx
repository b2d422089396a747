import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PurchasesFilters } from './purchases-filters';

const meta = {
  title: 'Pages/AdminPurchases/PurchasesFilters',
  component: PurchasesFilters,
  args: {
    search: '',
    album: '',
    status: 'all',
    from: '',
    to: '',
    onSearch: fn(),
    onAlbum: fn(),
    onStatus: fn(),
    onDays: fn(),
  },
} satisfies Meta<typeof PurchasesFilters>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { search: 'lena@', album: 'Night', status: 'paid', from: '2026-11-01', to: '2026-11-30' },
};
/** A start after the end is explained under the field and not sent. */
export const BackwardsRange: Story = { args: { from: '2026-11-30', to: '2026-11-01' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
