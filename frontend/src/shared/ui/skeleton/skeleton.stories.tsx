import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Shared/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Rect: Story = { args: { shape: 'rect' } };
export const Circle: Story = { args: { shape: 'circle', width: 64, height: 64 } };
export const TrackRowLoading: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading tracks" style={{ display: 'grid', gap: 16 }}>
      {[1, 2, 3].map((row) => (
        <div key={row} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <Skeleton shape="rect" width={48} height={48} />
          <div style={{ display: 'grid', gap: 8, flex: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="40%" height="0.75em" />
          </div>
        </div>
      ))}
    </div>
  ),
};
