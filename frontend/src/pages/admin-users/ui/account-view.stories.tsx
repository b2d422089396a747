import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { accountFixture, ARTIST_CHOICES } from '../testing/account-fixtures';
import { AccountView } from './account-view';

const meta = {
  title: 'Pages/AdminUsers/AccountView',
  component: AccountView,
  args: {
    account: accountFixture(),
    isSelf: false,
    notice: null,
    picker: { search: '', choices: [], status: 'idle' },
    onArtistSearch: fn(),
    onPropose: fn(),
  },
} satisfies Meta<typeof AccountView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Listener: Story = {};
export const LinkedArtist: Story = {
  args: {
    account: accountFixture({
      role: 'artist',
      artist: { id: ARTIST_CHOICES[0]?.id ?? '', name: 'The Quiet Arcade' },
    }),
    notice: 'Linked to The Quiet Arcade.',
  },
};
export const LinkedButNotAnArtist: Story = {
  args: { account: accountFixture({ artist: { id: 'x', name: 'The Quiet Arcade' } }) },
};
export const PickerResults: Story = {
  args: { picker: { search: 'quiet', choices: ARTIST_CHOICES, status: 'ready' } },
};
export const PickerSearching: Story = {
  args: { picker: { search: 'quiet', choices: [], status: 'loading' } },
};
export const PickerNothingFound: Story = {
  args: { picker: { search: 'zz', choices: [], status: 'ready' } },
};
export const PickerFailed: Story = {
  args: { picker: { search: 'quiet', choices: [], status: 'failed' } },
};
export const Disabled: Story = {
  args: {
    account: accountFixture({ disabled_at: '2026-11-26T10:00:00.000Z', sessions: [] }),
    notice: 'Account disabled: every session has ended.',
  },
};
export const YourOwnAdminAccount: Story = {
  args: { account: accountFixture({ role: 'admin' }), isSelf: true },
};
export const NoSessionsOrPurchases: Story = {
  args: { account: accountFixture({ sessions: [], purchases: [] }) },
};
export const ManyPurchases: Story = { args: { account: accountFixture({ more_purchases: true }) } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
