import type { Meta, StoryObj } from '@storybook/react-vite';
import { deviceRows, listenerRows, platformRows } from '../lib/shares';
import { artistAnalyticsFixture } from '../testing/analytics-fixtures';
import { ShareBars } from './share-bars';

const figures = artistAnalyticsFixture();

const meta = {
  title: 'Pages/ArtistDashboard/ShareBars',
  component: ShareBars,
  args: {
    title: 'Platforms',
    rows: platformRows(figures.platforms),
    emptyText: 'No full plays in this period.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShareBars>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Platforms: Story = {};
export const Browsers: Story = { args: { title: 'Browsers', rows: deviceRows(figures.devices) } };
export const Listeners: Story = {
  args: {
    title: 'New and returning listeners',
    rows: listenerRows(figures.listeners.current),
    emptyText: 'No signed-in listeners in this period.',
  },
};
export const Empty: Story = {
  args: {
    rows: platformRows([
      { key: 'mobile', plays: 0 },
      { key: 'desktop', plays: 0 },
    ]),
  },
};
