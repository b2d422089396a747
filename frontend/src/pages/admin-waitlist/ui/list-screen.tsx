import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { failureMessage } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { KeysetListSection } from '@/shared/ui/keyset-list-section';
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
    error: entriesList.$error,
    nextCursor: entriesList.$nextCursor,
    moreError: entriesList.$moreError,
    isLoadingMore: entriesList.$isLoadingMore,
    searchText: $searchText,
    genres: $genres,
    isExporting: $isExporting,
    listShown,
    queryChanged: entriesList.queryChanged,
    moreRequested: entriesList.moreRequested,
    retried: entriesList.retried,
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
      <KeysetListSection
        status={model.status}
        failureTitle="The entries could not be loaded"
        failure={failureMessage(model.error, 'Check your connection and try again.')}
        onRetry={model.retried}
        hasMore={model.status === 'ready' && model.nextCursor !== null}
        isLoadingMore={model.isLoadingMore}
        moreError={
          model.moreError === null
            ? null
            : failureMessage(model.moreError, 'The next entries could not be loaded.')
        }
        onMore={model.moreRequested}
        moreLabel="Show more entries"
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
      </KeysetListSection>
    </Page>
  );
}
