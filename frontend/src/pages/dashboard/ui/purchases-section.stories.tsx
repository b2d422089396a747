import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PURCHASES, purchaseFixture } from '../testing/purchase-fixtures';
import { Panel } from '@/shared/ui/panel';
import { PurchasesList } from './purchases-list';

const meta = {
  title: 'Pages/Dashboard/PurchasesSection',
  component: PurchasesList,
  args: { status: 'ready', purchases: PURCHASES, onRetry: fn(), onDownloadCsv: fn() },
  decorators: [
    (Story) => (
      <Panel title="My purchases">
        <Story />
      </Panel>
    ),
  ],
} satisfies Meta<typeof PurchasesList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every status a purchase can show, newest first, with the CSV download. */
export const Loaded: Story = {};
export const Empty: Story = { args: { purchases: [] } };
export const Loading: Story = { args: { status: 'loading', purchases: [] } };
export const Failed: Story = { args: { status: 'failed', purchases: [] } };
export const LongText: Story = {
  args: {
    purchases: [
      purchaseFixture('paid', {
        album: {
          ...purchaseFixture().album,
          title: 'The Lighthouse Keeper’s Ledger (Deluxe Anniversary Edition with Bonus Demos)',
          artist_name: 'Ama Oduya & The Lagos Lights',
        },
      }),
    ],
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
