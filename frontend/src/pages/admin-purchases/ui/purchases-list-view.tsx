import { useUnit } from 'effector-react';
import { Button } from '@/shared/ui/button';
import { KeysetListView } from '@/shared/ui/keyset-list-section';
import type { AdminPurchase } from '../api/admin-purchases-api';
import { isFiltered } from '../lib/purchases-query';
import {
  $albumText,
  $searchText,
  albumTyped,
  purchasesList,
  searchTyped,
  sortChosen,
} from '../model/purchases-list';
import { PurchasesFilters } from './purchases-filters';
import { PurchasesTable } from './purchases-table';
import styles from './admin-purchases.module.css';

export interface PurchasesListViewProps {
  onOpen: (purchase: AdminPurchase) => void;
  /** Leaves the one-buyer view (?buyer_id=) for every purchase. */
  onAllBuyers: () => void;
}

/** The purchases table with its filters, and the next page on request. */
export function PurchasesListView({ onOpen, onAllBuyers }: PurchasesListViewProps) {
  const model = useUnit({
    query: purchasesList.$query,
    rows: purchasesList.$items,
    status: purchasesList.$status,
    searchText: $searchText,
    albumText: $albumText,
    queryChanged: purchasesList.queryChanged,
    searchTyped,
    albumTyped,
    sortChosen,
  });
  const oneBuyer = model.query.buyerId !== null;
  return (
    <>
      {oneBuyer ? (
        <div className={styles.buyerFilter}>
          <span>Showing one buyer’s purchases.</span>
          <Button size="sm" variant="secondary" onClick={onAllBuyers}>
            Show every buyer
          </Button>
        </div>
      ) : null}
      <PurchasesFilters
        search={model.searchText}
        album={model.albumText}
        status={model.query.status}
        from={model.query.from}
        to={model.query.to}
        onSearch={model.searchTyped}
        onAlbum={model.albumTyped}
        onStatus={(status) => {
          model.queryChanged({ status });
        }}
        onDays={(days) => {
          model.queryChanged(days);
        }}
      />
      <KeysetListView
        list={purchasesList}
        failureTitle="The purchases could not be loaded"
        moreLabel="Show more purchases"
        moreFailure="The next purchases could not be loaded."
      >
        <PurchasesTable
          rows={model.rows}
          loading={model.status === 'loading'}
          sort={model.query.sort}
          empty={
            isFiltered(model.query)
              ? 'No purchase matches these filters.'
              : 'There are no purchases yet.'
          }
          onSortChange={model.sortChosen}
          onOpen={onOpen}
        />
      </KeysetListView>
    </>
  );
}
