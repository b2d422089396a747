import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FAN_ROW, INVITED_ROW, UNCONFIRMED_ROW } from '../testing/waitlist-fixtures';
import { EntriesTable } from './entries-table';

const meta = {
  title: 'Pages/AdminWaitlist/EntriesTable',
  component: EntriesTable,
  args: {
    list: 'fans',
    rows: [FAN_ROW, UNCONFIRMED_ROW, INVITED_ROW],
    loading: false,
    sort: { key: 'created_at', direction: 'desc' },
    empty: 'Nobody has joined this waitlist yet.',
    onSortChange: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof EntriesTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Newest sign-ups first; name, email and sign-up time sort; a row opens the entry. */
export const Fans: Story = {};
export const Artists: Story = {
  args: {
    list: 'artists',
    rows: [
      { ...FAN_ROW, artist_name: 'Ghost Orchard', genres: ['Shoegaze', 'Dream pop'] },
      {
        ...UNCONFIRMED_ROW,
        name: 'Bartholomew Featherstonehaugh-Wolfeschlegelsteinhausen',
        email: 'bartholomew.featherstonehaugh@a-very-long-domain-name.example.com',
        artist_name: 'The Extraordinarily Long-Named Orchestra of Tuesday Afternoons',
        genres: [],
        unsubscribed: true,
      },
    ],
  },
};
export const SortedByName: Story = { args: { sort: { key: 'name', direction: 'asc' } } };
export const Loading: Story = { args: { loading: true, rows: [] } };
export const Empty: Story = { args: { rows: [] } };
export const NothingMatches: Story = {
  args: { rows: [], empty: 'No entry matches this search and these filters.' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
