import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table, type TableColumn, type TableSort } from './table';

interface Artist {
  id: string;
  name: string;
}

const COLUMNS: TableColumn<Artist>[] = [
  { key: 'name', header: 'Artist Name', cell: (artist) => artist.name },
];
const ARTISTS: Artist[] = [
  { id: 'a1', name: 'Lena Marsh' },
  { id: 'a2', name: 'The Quiet Arcade' },
];

function renderTable(props: {
  rows?: Artist[];
  onRowClick?: (artist: Artist) => void;
  loading?: boolean;
  isRowCurrent?: (artist: Artist) => boolean;
}) {
  return render(
    <Table
      caption="Artists"
      columns={COLUMNS}
      rows={props.rows ?? ARTISTS}
      getRowKey={(artist) => artist.id}
      getRowLabel={(artist) => `Open ${artist.name}`}
      empty='No artists found matching "zzz"'
      {...(props.onRowClick ? { onRowClick: props.onRowClick } : {})}
      {...(props.loading === undefined ? {} : { loading: props.loading })}
      {...(props.isRowCurrent ? { isRowCurrent: props.isRowCurrent } : {})}
    />,
  );
}

describe('Table', () => {
  test('is a real table with a named header', () => {
    renderTable({});
    expect(screen.getByRole('table', { name: 'Artists' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Artist Name' })).toBeInTheDocument();
  });

  test('marks the current row for assistive technology, and only that one', () => {
    renderTable({ onRowClick: jest.fn(), isRowCurrent: (artist) => artist.name === 'Lena Marsh' });
    expect(screen.getByRole('row', { name: 'Open Lena Marsh' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('row', { name: 'Open The Quiet Arcade' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  test('rows open with a click, Enter or Space', async () => {
    const onRowClick = jest.fn<(artist: Artist) => void>();
    const user = userEvent.setup();
    renderTable({ onRowClick });

    await user.tab();
    expect(screen.getByRole('row', { name: 'Open Lena Marsh' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    await user.click(screen.getByText('Lena Marsh'));

    expect(onRowClick.mock.calls.map(([artist]) => artist.name)).toEqual([
      'Lena Marsh',
      'The Quiet Arcade',
      'Lena Marsh',
    ]);
  });

  test('rows are not focusable when they do nothing', () => {
    renderTable({});
    expect(screen.getByText('Lena Marsh').closest('tr')).not.toHaveAttribute('tabindex');
  });

  test('shows the empty message when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No artists found matching "zzz"')).toBeInTheDocument();
  });

  test('marks itself busy while loading and hides stale rows', () => {
    renderTable({ loading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Lena Marsh')).toBeNull();
  });
});

describe('Table sorting', () => {
  const SORTABLE: TableColumn<Artist>[] = [
    { key: 'name', header: 'Artist Name', cell: (artist) => artist.name, sortFirst: 'asc' },
    { key: 'id', header: 'Added', cell: (artist) => artist.id, sortFirst: 'desc' },
    { key: 'plain', header: 'Plain', cell: () => '' },
  ];
  const renderSortable = (sort: TableSort, onSortChange: (sort: TableSort) => void) =>
    render(
      <Table
        caption="Artists"
        columns={SORTABLE}
        rows={ARTISTS}
        getRowKey={(artist) => artist.id}
        sort={sort}
        onSortChange={onSortChange}
      />,
    );

  test("tells assistive technology the rows' order, on its column only", () => {
    renderSortable({ key: 'name', direction: 'desc' }, jest.fn());
    expect(screen.getByRole('columnheader', { name: /Artist Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /Added/ })).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: 'Plain' })).toBeNull();
  });

  test('a press turns the order round, or sorts another column its first way', async () => {
    const onSortChange = jest.fn<(sort: TableSort) => void>();
    const user = userEvent.setup();
    renderSortable({ key: 'name', direction: 'asc' }, onSortChange);

    await user.click(screen.getByRole('button', { name: /Artist Name/ }));
    await user.click(screen.getByRole('button', { name: /Added/ }));

    expect(onSortChange.mock.calls.map(([sort]) => sort)).toEqual([
      { key: 'name', direction: 'desc' },
      { key: 'id', direction: 'desc' },
    ]);
  });
});
