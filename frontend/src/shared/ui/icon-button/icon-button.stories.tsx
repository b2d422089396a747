import type { Meta, StoryObj } from '@storybook/react-vite';
import { CloseIcon, PlayIcon, RetryIcon, SearchIcon } from '@/shared/ui/icons';
import { IconButton } from './icon-button';

const meta = {
  title: 'Shared/IconButton',
  component: IconButton,
  args: { label: 'Search', icon: <SearchIcon /> },
} satisfies Meta<typeof IconButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const TogglePressed: Story = {
  args: { variant: 'toggle', 'aria-pressed': true, label: 'Loop', icon: <CloseIcon /> },
};
export const Solid: Story = { args: { variant: 'solid', label: 'Close', icon: <CloseIcon /> } };
export const PrimaryPlay: Story = {
  args: { variant: 'primary', size: 'lg', label: 'Play', icon: <PlayIcon size={24} /> },
};
export const Small: Story = { args: { size: 'sm', label: 'Retry', icon: <RetryIcon size={16} /> } };
export const Disabled: Story = {
  args: {
    variant: 'primary',
    size: 'lg',
    label: 'Play',
    icon: <PlayIcon size={24} />,
    disabled: true,
  },
};
