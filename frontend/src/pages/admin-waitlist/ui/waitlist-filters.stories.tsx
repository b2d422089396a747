import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { initialQueryOf } from '../lib/waitlist-query';
import { WaitlistFilters } from './waitlist-filters';

const meta = {
  title: 'Pages/AdminWaitlist/WaitlistFilters',
  component: WaitlistFilters,
  args: {
    query: initialQueryOf('artists'),
    searchText: '',
    genres: ['Dream pop', 'Post-rock', 'Shoegaze'],
    onSearch: fn(),
    onChange: fn(),
  },
} satisfies Meta<typeof WaitlistFilters>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The artist list adds a genre filter. */
export const Artists: Story = {};
export const Fans: Story = { args: { query: initialQueryOf('fans') } };
export const Filtered: Story = {
  args: {
    searchText: 'orchard',
    query: {
      ...initialQueryOf('artists'),
      search: 'orchard',
      status: 'pending',
      confirmed: 'confirmed',
      country: 'IE',
      genre: 'Shoegaze',
      from: '2026-11-01',
      to: '2026-11-30',
    },
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
