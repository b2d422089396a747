import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadMore } from './load-more';

const meta = {
  title: 'Shared/LoadMore',
  component: LoadMore,
  args: { hasMore: true, loading: false, onMore: fn(), label: 'Show more users' },
} satisfies Meta<typeof LoadMore>;
export default meta;

type Story = StoryObj<typeof meta>;

export const More: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Failed: Story = {
  args: { error: 'The next page could not be loaded. Check your connection.' },
};
export const LastPage: Story = { args: { hasMore: false } };
