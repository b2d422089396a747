import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { INVITES, inviteFixture } from '../testing/invite-fixtures';
import { InvitesTable } from './invites-table';

const meta = {
  title: 'Pages/AdminInvites/InvitesTable',
  component: InvitesTable,
  args: {
    invites: INVITES,
    status: 'ready',
    error: null,
    moreError: null,
    hasMore: true,
    isLoadingMore: false,
    emptyText: 'No invite codes yet. Create the first one above.',
    onRetry: fn(),
    onMore: fn(),
    onCopy: fn(),
    onRevoke: fn(),
  },
} satisfies Meta<typeof InvitesTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every status, with "Show more invite codes". */
export const Loaded: Story = {};
export const Loading: Story = { args: { status: 'loading', invites: [] } };
export const Empty: Story = { args: { invites: [], hasMore: false } };
export const Failed: Story = {
  args: { status: 'failed', invites: [], error: 'Check your connection.' },
};
export const LoadingMore: Story = { args: { isLoadingMore: true } };
export const MoreFailed: Story = {
  args: { moreError: 'The next page could not be loaded. Check your connection.' },
};
export const LongText: Story = {
  args: {
    invites: [
      inviteFixture({
        code: 'ENCORE-WXYZ-ABCD',
        note: 'For the whole Lagos Lights collective and their extended touring band, crew and management (see thread of 12 November)',
        max_uses: 1000,
        used: 999,
      }),
    ],
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
