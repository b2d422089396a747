import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ListenNowShelf } from './listen-now-shelf';
import { SHELF_TRACKS, shelfTrack } from '../testing/shelf-fixtures';

const meta = {
  title: 'Pages/Home/ListenNowShelf',
  component: ListenNowShelf,
  args: { status: 'ready', tracks: SHELF_TRACKS, member: false, onPlay: fn() },
} satisfies Meta<typeof ListenNowShelf>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Signed out: "Preview" on tracks with a preview address, "Members only" on the others. */
export const Visitor: Story = {};
/** Signed in: every track plays in full, so there are no labels. */
export const Member: Story = { args: { member: true } };
export const Loading: Story = { args: { status: 'loading', tracks: [] } };
/** A failed or empty shelf renders nothing: the home page reads on without it. */
export const Failed: Story = { args: { status: 'failed', tracks: [] } };
export const LongText: Story = {
  args: {
    tracks: [
      shelfTrack(
        0,
        'A Very Long Title Recorded Live at the Harbour Warehouse (Take 4)',
        'Ghost Orchard',
      ),
      shelfTrack(1, 'Short', 'The Extraordinarily Long-Named Collective of Night Ferries'),
      ...SHELF_TRACKS.slice(2, 4),
    ],
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
