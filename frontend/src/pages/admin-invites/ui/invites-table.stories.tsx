import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { INVITES, inviteFixture } from '../testing/invite-fixtures';
import { InvitesTable } from './invites-table';

const meta = {
  title: 'Pages/AdminInvites/InvitesTable',
  component: InvitesTable,
  args: {
    invites: INVITES,
    loading: false,
    emptyText: 'No invite codes yet. Create the first one above.',
    sort: { key: 'created', direction: 'desc' },
    onSortChange: fn(),
    onCopy: fn(),
    onRevoke: fn(),
  },
} satisfies Meta<typeof InvitesTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every status. */
export const Loaded: Story = {};
export const Loading: Story = { args: { loading: true, invites: [] } };
export const Empty: Story = { args: { invites: [] } };
/** Sorted by usage, most used first: the Usage header shows the order. */
export const SortedByUsage: Story = { args: { sort: { key: 'uses', direction: 'desc' } } };
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
