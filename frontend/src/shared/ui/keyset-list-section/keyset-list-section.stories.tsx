import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { KeysetListSection } from './keyset-list-section';

const meta = {
  title: 'Shared/KeysetListSection',
  component: KeysetListSection,
  args: {
    status: 'ready',
    failureTitle: 'The accounts could not be loaded',
    failure: 'Check your connection and try again.',
    onRetry: fn(),
    hasMore: true,
    isLoadingMore: false,
    moreError: null,
    onMore: fn(),
    moreLabel: 'Show more accounts',
    children: <p>The table of this page’s rows.</p>,
  },
} satisfies Meta<typeof KeysetListSection>;
export default meta;

type Story = StoryObj<typeof meta>;

export const More: Story = {};
export const LoadingMore: Story = { args: { isLoadingMore: true } };
export const MoreFailed: Story = {
  args: { moreError: 'The next accounts could not be loaded.' },
};
export const Failed: Story = { args: { status: 'failed' } };
export const LastPage: Story = { args: { hasMore: false } };
