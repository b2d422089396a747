import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ARTISTS } from '../testing/artist-fixtures';
import { ArtistsTable } from './artists-table';

const meta = {
  title: 'Pages/AdminArtists/ArtistsTable',
  component: ArtistsTable,
  args: {
    rows: ARTISTS,
    loading: false,
    sort: { key: 'name', direction: 'asc' },
    empty: 'No artist profile starts with “zz”.',
    onSortChange: fn(),
  },
} satisfies Meta<typeof ArtistsTable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NewestFirst: Story = { args: { sort: { key: 'created', direction: 'desc' } } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
