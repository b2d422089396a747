import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RELEASES } from '../testing/release-fixtures';
import { ReleasesTable } from './releases-table';

const meta = {
  title: 'Pages/AdminReleases/ReleasesTable',
  component: ReleasesTable,
  args: {
    rows: RELEASES,
    loading: false,
    empty: 'No release is public yet.',
    decidingId: null,
    onTakeDown: fn(),
    onRestore: fn(),
  },
} satisfies Meta<typeof ReleasesTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Published, scheduled, taken down (long title, artist and reason), a draft never published. */
export const Loaded: Story = {};
export const Loading: Story = { args: { loading: true, rows: [] } };
export const Empty: Story = { args: { rows: [] } };
export const NothingTakenDown: Story = { args: { rows: [], empty: 'No release is taken down.' } };
/** A take-down on its way: the row's button spins. */
export const Deciding: Story = { args: { decidingId: RELEASES[0]?.id ?? null } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
