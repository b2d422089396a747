import { WAITLIST_COUNTRIES } from '@encore/shared-rules';
import { Select } from '@/shared/ui/select';
import { SearchBox, TextField } from '@/shared/ui/text-field';
import type { ConfirmedFilter, StatusFilter, WaitlistQuery } from '../lib/waitlist-query';
import styles from './admin-waitlist.module.css';

const STATUS_OPTIONS = [
  { value: 'all', label: 'Any status' },
  { value: 'pending', label: 'Pending' },
  { value: 'invited', label: 'Invited' },
  { value: 'registered', label: 'Registered' },
  { value: 'rejected', label: 'Rejected' },
];
const CONFIRMED_OPTIONS = [
  { value: 'all', label: 'Confirmed or not' },
  { value: 'confirmed', label: 'Email confirmed' },
  { value: 'unconfirmed', label: 'Not confirmed yet' },
];
const COUNTRY_OPTIONS = [
  { value: 'all', label: 'Any country' },
  ...WAITLIST_COUNTRIES.map(({ value, label }) => ({ value, label })),
];

export interface WaitlistFiltersProps {
  query: WaitlistQuery;
  /** What the search box shows (the query follows it after a pause). */
  searchText: string;
  /** The genre list's names (the artist list only). */
  genres: string[];
  onSearch: (text: string) => void;
  onChange: (change: Partial<WaitlistQuery>) => void;
}

/** A screening table's search box and filters: status, confirmation, country, genre, dates. */
export function WaitlistFilters({
  query,
  searchText,
  genres,
  onSearch,
  onChange,
}: WaitlistFiltersProps) {
  return (
    <div className={styles.filters} role="search">
      <SearchBox
        label="Search entries"
        placeholder={query.list === 'artists' ? 'Email, name or artist name' : 'Email or name'}
        value={searchText}
        maxLength={100}
        onSearch={onSearch}
        className={styles.search}
      />
      <Select
        label="Status"
        options={STATUS_OPTIONS}
        value={query.status}
        onValueChange={(value) => {
          onChange({ status: value as StatusFilter });
        }}
      />
      <Select
        label="Email"
        options={CONFIRMED_OPTIONS}
        value={query.confirmed}
        onValueChange={(value) => {
          onChange({ confirmed: value as ConfirmedFilter });
        }}
      />
      <Select
        label="Country"
        options={COUNTRY_OPTIONS}
        value={query.country}
        onValueChange={(country) => {
          onChange({ country });
        }}
      />
      {query.list === 'artists' ? (
        <Select
          label="Genre"
          options={[
            { value: 'all', label: 'Any genre' },
            ...genres.map((genre) => ({ value: genre, label: genre })),
          ]}
          value={query.genre}
          onValueChange={(genre) => {
            onChange({ genre });
          }}
        />
      ) : null}
      <TextField
        label="Signed up from"
        type="date"
        value={query.from}
        max={query.to === '' ? undefined : query.to}
        onChange={(event) => {
          onChange({ from: event.target.value });
        }}
      />
      <TextField
        label="Signed up to"
        type="date"
        value={query.to}
        min={query.from === '' ? undefined : query.from}
        onChange={(event) => {
          onChange({ to: event.target.value });
        }}
      />
    </div>
  );
}
