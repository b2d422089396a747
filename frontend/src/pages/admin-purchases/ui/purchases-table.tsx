import { PurchaseStatusChip } from '@/entities/purchase';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import { Chip } from '@/shared/ui/chip';
import { Table, type TableColumn, type TableSort } from '@/shared/ui/table';
import type { AdminPurchase } from '../api/admin-purchases-api';
import type { PurchasesQuery } from '../lib/purchases-query';
import styles from './admin-purchases.module.css';

/** The status, and "Refund requested" while Stripe has not confirmed a refund yet. */
export function PurchaseStatusChips({ purchase }: { purchase: AdminPurchase }) {
  return (
    <span className={styles.chips}>
      <PurchaseStatusChip status={purchase.status} />
      {purchase.refund_state === 'requested' ? (
        <Chip variant="warning">Refund requested</Chip>
      ) : null}
    </span>
  );
}

const COLUMNS: TableColumn<AdminPurchase>[] = [
  {
    key: 'created_at',
    header: 'Date',
    sortFirst: 'desc',
    cell: (purchase) => formatDateTime(purchase.created_at),
  },
  {
    key: 'buyer',
    header: 'Buyer',
    sortFirst: 'asc',
    cell: (purchase) => (
      <span className={styles.cellStack}>
        <span>{purchase.buyer.email}</span>
        <span className={styles.muted}>{purchase.buyer.display_name}</span>
      </span>
    ),
  },
  {
    key: 'album',
    header: 'Album',
    sortFirst: 'asc',
    hideOnMobile: true,
    cell: (purchase) => (
      <span className={styles.cellStack}>
        <span>{purchase.album.title}</span>
        <span className={styles.muted}>{purchase.album.artist_name}</span>
      </span>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    hideOnMobile: true,
    cell: (purchase) => formatMoney(purchase.amount, purchase.currency),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (purchase) => <PurchaseStatusChips purchase={purchase} />,
  },
];

export interface PurchasesTableProps {
  rows: AdminPurchase[];
  loading: boolean;
  sort: PurchasesQuery['sort'];
  empty: string;
  onSortChange: (sort: TableSort) => void;
  onOpen: (purchase: AdminPurchase) => void;
}

/** Purchases, newest first unless another order is chosen; a row opens the purchase. */
export function PurchasesTable(props: PurchasesTableProps) {
  return (
    <Table
      caption="Purchases"
      columns={COLUMNS}
      rows={props.rows}
      getRowKey={(purchase) => purchase.id}
      getRowLabel={(purchase) => `Open ${purchase.album.title} bought by ${purchase.buyer.email}`}
      onRowClick={props.onOpen}
      loading={props.loading}
      empty={props.empty}
      sort={{ key: props.sort.key, direction: props.sort.direction }}
      onSortChange={props.onSortChange}
    />
  );
}
