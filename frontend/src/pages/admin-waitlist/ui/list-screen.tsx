import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Button } from '@/shared/ui/button';
import { KeysetListView } from '@/shared/ui/keyset-list-section';
import { Page } from '@/shared/ui/page';
import type { WaitlistEntry, WaitlistList } from '../api/waitlist-api';
import { LIST_TITLE } from '../lib/entry-display';
import { isFiltered } from '../lib/waitlist-query';
import {
  $genres,
  $isExporting,
  $searchText,
  entriesList,
  exportRequested,
  filtersCleared,
  listShown,
  searchTyped,
  sortChosen,
} from '../model/entries-list';
import styles from './admin-waitlist.module.css';
import { EntriesTable } from './entries-table';
import { WaitlistFilters } from './waitlist-filters';

const LEAD: Record<WaitlistList, string> = {
  artists:
    'Screen the artists who asked to join: open an entry to read everything they sent, add notes, approve (an invite is mailed) or reject.',
  fans: 'Screen the fans who asked to join: open an entry to read everything they sent, add notes, approve (an invite is mailed) or reject.',
};

export interface ListScreenProps {
  list: WaitlistList;
  onOpen: (entry: WaitlistEntry) => void;
}

/** A waitlist's screening table: search, filters, sortable columns, pages, CSV export. */
export function ListScreen({ list, onOpen }: ListScreenProps) {
  const model = useUnit({
    query: entriesList.$query,
    rows: entriesList.$items,
    status: entriesList.$status,
    searchText: $searchText,
    genres: $genres,
    isExporting: $isExporting,
    listShown,
    queryChanged: entriesList.queryChanged,
    searchTyped,
    sortChosen,
    filtersCleared,
    exportRequested,
  });
  const { listShown: shown } = model;
  useEffect(() => {
    shown(list);
  }, [shown, list]);
  // Until the list's own query is in, the previous list's rows must not show under this title.
  const current = model.query.list === list;
  const filtered = isFiltered(model.query);

  return (
    <Page title={LIST_TITLE[list]} lead={LEAD[list]}>
      <div className={styles.toolbar}>
        <span className={styles.secondary}>
          {filtered
            ? 'The export holds the entries these filters find.'
            : 'The export holds every entry.'}
        </span>
        <Button variant="secondary" loading={model.isExporting} onClick={model.exportRequested}>
          Export CSV
        </Button>
      </div>
      <WaitlistFilters
        query={model.query}
        searchText={model.searchText}
        genres={model.genres}
        onSearch={model.searchTyped}
        onChange={model.queryChanged}
      />
      <KeysetListView
        list={entriesList}
        failureTitle="The entries could not be loaded"
        moreLabel="Show more entries"
        moreFailure="The next entries could not be loaded."
      >
        <EntriesTable
          list={list}
          rows={current ? model.rows : []}
          loading={model.status === 'loading' || !current}
          sort={model.query.sort}
          empty={
            filtered
              ? 'No entry matches this search and these filters.'
              : 'Nobody has joined this waitlist yet.'
          }
          onSortChange={model.sortChosen}
          onOpen={onOpen}
        />
        {filtered && model.status === 'ready' && model.rows.length === 0 ? (
          <div className={styles.empty}>
            <Button variant="ghost" onClick={model.filtersCleared}>
              Clear the search and filters
            </Button>
          </div>
        ) : null}
      </KeysetListView>
    </Page>
  );
}
