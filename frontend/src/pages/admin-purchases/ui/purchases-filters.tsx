import { useState } from 'react';
import { PURCHASE_STATUS_LABELS, type PurchaseStatus } from '@/entities/purchase';
import { Select } from '@/shared/ui/select';
import { SearchBox, TextField } from '@/shared/ui/text-field';
import { dateRangeProblem, type StatusFilter } from '../lib/purchases-query';
import styles from './admin-purchases.module.css';

const STATUS_OPTIONS = [
  { value: 'all', label: 'Any status' },
  ...(Object.keys(PURCHASE_STATUS_LABELS) as PurchaseStatus[]).map((status) => ({
    value: status,
    label: PURCHASE_STATUS_LABELS[status],
  })),
];

export interface PurchasesFiltersProps {
  search: string;
  album: string;
  status: StatusFilter;
  from: string;
  to: string;
  onSearch: (text: string) => void;
  onAlbum: (text: string) => void;
  onStatus: (status: StatusFilter) => void;
  /** Both days, once they make a range (a start after the end is explained, not sent). */
  onDays: (days: { from: string; to: string }) => void;
}

/** The purchases table's search boxes and filters. */
export function PurchasesFilters(props: PurchasesFiltersProps) {
  const [days, setDays] = useState({ from: props.from, to: props.to });
  const problem = dateRangeProblem(days.from, days.to);
  const changeDays = (next: { from: string; to: string }) => {
    setDays(next);
    if (dateRangeProblem(next.from, next.to) === null) props.onDays(next);
  };
  return (
    <div className={styles.filters} role="search" aria-label="Filter purchases">
      <SearchBox
        label="Buyer"
        placeholder="Part of an email"
        value={props.search}
        maxLength={254}
        onSearch={props.onSearch}
        className={styles.wide}
      />
      <SearchBox
        label="Album"
        placeholder="Part of a title"
        value={props.album}
        maxLength={300}
        onSearch={props.onAlbum}
        className={styles.wide}
      />
      <div className={styles.wide}>
        <Select
          label="Status"
          options={STATUS_OPTIONS}
          value={props.status}
          onValueChange={(value) => {
            props.onStatus(value as StatusFilter);
          }}
        />
      </div>
      <TextField
        label="From"
        type="date"
        hint="UTC"
        value={days.from}
        onChange={(event) => {
          changeDays({ ...days, from: event.target.value });
        }}
      />
      <TextField
        label="To"
        type="date"
        value={days.to}
        error={problem}
        onChange={(event) => {
          changeDays({ ...days, to: event.target.value });
        }}
      />
    </div>
  );
}
