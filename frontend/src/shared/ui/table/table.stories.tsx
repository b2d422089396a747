import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Chip } from '@/shared/ui/chip';
import { Table, type TableColumn } from './table';

interface TrackRow {
  id: string;
  title: string;
  artist: string;
  album: string;
  locked: boolean;
}

const TRACKS: TrackRow[] = [
  { id: '1', title: 'Glasshouse', artist: 'Lena Marsh', album: 'Night Ferry', locked: false },
  {
    id: '2',
    title: 'Signal Fires (Acoustic)',
    artist: 'The Quiet Arcade',
    album: 'Soundcheck Sessions',
    locked: true,
  },
  {
    id: '3',
    title: 'A Very Long Track Title That Keeps Going Well Past The Width Of Its Column',
    artist: 'Orchestra of the Long-Named Collective',
    album: 'Extended Plays for Extended Days',
    locked: false,
  },
];

const COLUMNS: TableColumn<TrackRow>[] = [
  { key: 'title', header: 'Track Title', cell: (row) => row.title },
  { key: 'artist', header: 'Artist', cell: (row) => row.artist },
  { key: 'album', header: 'Album', cell: (row) => row.album, hideOnMobile: true },
  {
    key: 'access',
    header: 'Access',
    cell: (row) =>
      row.locked ? <Chip variant="locked">SoundCheck</Chip> : <Chip variant="success">Free</Chip>,
  },
];

function TrackTable(props: {
  rows: TrackRow[];
  loading?: boolean;
  onRowClick?: (row: TrackRow) => void;
}) {
  return (
    <Table
      caption="Tracks"
      columns={COLUMNS}
      getRowKey={(row) => row.id}
      getRowLabel={(row) => `${row.title} by ${row.artist}`}
      empty='No tracks found matching "zzz"'
      {...props}
    />
  );
}

const meta = {
  title: 'Shared/Table',
  component: TrackTable,
  args: { rows: TRACKS, onRowClick: fn() },
} satisfies Meta<typeof TrackTable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ClickableRows: Story = {};
export const ReadOnly: Story = { render: (args) => <TrackTable rows={args.rows} /> };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Sortable: Story = {
  render: (args) => (
    <Table
      caption="Tracks"
      columns={COLUMNS.map((column) =>
        column.key === 'title' || column.key === 'artist'
          ? { ...column, sortFirst: 'asc' as const }
          : column,
      )}
      rows={args.rows}
      getRowKey={(row) => row.id}
      sort={{ key: 'title', direction: 'asc' }}
      onSortChange={fn()}
    />
  ),
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
