import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '@/shared/ui/icon-button';
import { RetryIcon } from '@/shared/ui/icons';
import { Alert } from './alert';

const meta = {
  title: 'Shared/Alert',
  component: Alert,
  args: { tone: 'info', children: 'Playback for Soundcheck albums is coming soon.' },
} satisfies Meta<typeof Alert>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: { tone: 'success', title: "You're on the list!", children: "We'll be in touch soon." },
};
export const Warning: Story = {
  args: { tone: 'warning', children: 'This album contains exclusive Soundcheck content.' },
};
export const ErrorWithRetry: Story = {
  args: {
    tone: 'error',
    children: 'Failed to load search results. Please try again.',
    action: <IconButton label="Retry" size="sm" icon={<RetryIcon size={16} />} />,
  },
};
export const TitleOnly: Story = { args: { title: 'No tracks available.', children: undefined } };
export const LongText: Story = {
  args: {
    tone: 'warning',
    title: 'Verification challenge failed. Please try refreshing the page.',
    children:
      'If this keeps happening, your browser may be blocking the verification widget. Try disabling strict tracking protection for this site, or use another browser, then submit the form again.',
  },
};
export const Mobile: Story = {
  args: { tone: 'error', children: 'One or more API requests failed' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
