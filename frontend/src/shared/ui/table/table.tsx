import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from '@/shared/lib/classnames';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './table.module.css';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** CSS width, e.g. '64px' for an image column. */
  width?: string;
  align?: 'start' | 'end';
  /** Hidden below the 768 px breakpoint to keep rows readable. */
  hideOnMobile?: boolean;
  /**
   * The column can order the rows (by its `key`): its header becomes a button. The direction its
   * first press asks for; a second press turns it round.
   */
  sortFirst?: SortDirection;
}

export type SortDirection = 'asc' | 'desc';

/** The order the rows are in: a sortable column's key and its direction. */
export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface TableProps<Row> {
  /** Names the table for screen readers; shown only when `showCaption` is set. */
  caption: string;
  showCaption?: boolean;
  columns: TableColumn<Row>[];
  rows: Row[];
  getRowKey: (row: Row) => string;
  /** Makes every row clickable, and focusable with Enter/Space to activate. */
  onRowClick?: (row: Row) => void;
  /** Spoken when a clickable row receives focus, e.g. "Open Midnight Sessions". */
  getRowLabel?: (row: Row) => string;
  /** Marks rows with `aria-current="true"` (e.g. the track that is playing). */
  isRowCurrent?: (row: Row) => boolean;
  loading?: boolean;
  loadingRows?: number;
  empty?: ReactNode;
  className?: string;
  /** The rows' order, shown on its column's header (the rows come sorted: often by the server). */
  sort?: TableSort;
  /** A sortable header was pressed: the order asked for. */
  onSortChange?: (sort: TableSort) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROWS = { asc: '↑', desc: '↓' } as const;

/** The order a press on the column's header asks for. */
function nextSort(column: { key: string; sortFirst?: SortDirection }, current?: TableSort) {
  if (current?.key === column.key) {
    return { key: column.key, direction: current.direction === 'asc' ? 'desc' : 'asc' } as const;
  }
  return { key: column.key, direction: column.sortFirst ?? 'asc' } as const;
}

export function Table<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  getRowKey,
  onRowClick,
  getRowLabel,
  isRowCurrent,
  loading = false,
  loadingRows = 4,
  empty = 'Nothing to show yet.',
  className,
  sort,
  onSortChange,
}: TableProps<Row>) {
  const activate = (row: Row) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onRowClick?.(row);
  };

  return (
    <div className={cx(styles.scroller, className)}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption className={showCaption ? styles.caption : styles.hiddenCaption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  style={{ width: column.width }}
                  data-align={column.align}
                  data-hide-mobile={column.hideOnMobile}
                  aria-sort={sorted === undefined ? undefined : ARIA_SORT[sorted]}
                >
                  {column.sortFirst === undefined || !onSortChange ? (
                    column.header
                  ) : (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => {
                        onSortChange(nextSort(column, sort));
                      }}
                    >
                      {column.header}
                      <span aria-hidden="true" className={styles.sortArrow} data-active={!!sorted}>
                        {ARROWS[sorted ?? column.sortFirst]}
                      </span>
                    </button>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: loadingRows }, (_, index) => (
                <tr key={`loading-${index}`}>
                  {columns.map((column) => (
                    <td key={column.key} data-hide-mobile={column.hideOnMobile}>
                      <Skeleton width="80%" />
                    </td>
                  ))}
                </tr>
              ))
            : null}
          {!loading && rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : null}
          {loading
            ? null
            : rows.map((row) => (
                <tr
                  key={getRowKey(row)}
                  className={onRowClick ? styles.clickable : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  aria-label={onRowClick && getRowLabel ? getRowLabel(row) : undefined}
                  aria-current={isRowCurrent?.(row) ? 'true' : undefined}
                  onClick={
                    onRowClick
                      ? () => {
                          onRowClick(row);
                        }
                      : undefined
                  }
                  onKeyDown={onRowClick ? activate(row) : undefined}
                >
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      data-align={column.align}
                      data-hide-mobile={column.hideOnMobile}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
