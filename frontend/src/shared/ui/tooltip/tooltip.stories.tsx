import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '@/shared/ui/icon-button';
import { ShareIcon } from '@/shared/ui/icons';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Shared/Tooltip',
  component: Tooltip,
  args: {
    content: 'Share',
    children: <IconButton label="Share" icon={<ShareIcon />} variant="solid" />,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 64 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OnHover: Story = {};
export const LongText: Story = {
  args: {
    side: 'bottom',
    content:
      'Soundcheck albums include behind-the-scenes content, early access, acoustic versions and commentary.',
  },
};
