import { formatLongDate, formatMoney } from '@/shared/lib/format';
import { Table, type TableColumn } from '@/shared/ui/table';
import type { AdminUserPurchase } from '../api/admin-users-api';

const COLUMNS: TableColumn<AdminUserPurchase>[] = [
  {
    key: 'album',
    header: 'Album',
    cell: (purchase) => `${purchase.album_title} · ${purchase.artist_name}`,
  },
  {
    key: 'amount',
    header: 'Amount',
    cell: (purchase) => formatMoney(purchase.amount, purchase.currency),
    align: 'end',
  },
  { key: 'status', header: 'Status', cell: (purchase) => purchase.status },
  {
    key: 'date',
    header: 'Checkout',
    cell: (purchase) => formatLongDate(purchase.created_at),
    hideOnMobile: true,
  },
];

/** The account's newest purchases. */
export function PurchasesTable({ purchases }: { purchases: AdminUserPurchase[] }) {
  return (
    <Table
      caption="Purchases"
      columns={COLUMNS}
      rows={purchases}
      getRowKey={(purchase) => purchase.id}
      empty="No purchases."
    />
  );
}
