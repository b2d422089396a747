import { Select } from '@/shared/ui/select';
import { SearchBox } from '@/shared/ui/text-field';
import type { RoleFilter, StatusFilter } from '../lib/users-query';
import styles from './admin-users.module.css';

const ROLE_OPTIONS = [
  { value: 'all', label: 'All roles' },
  { value: 'listener', label: 'Listeners' },
  { value: 'artist', label: 'Artists' },
  { value: 'admin', label: 'Admins' },
];
const STATUS_OPTIONS = [
  { value: 'all', label: 'Any status' },
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];

export interface UsersFiltersProps {
  search: string;
  role: RoleFilter;
  status: StatusFilter;
  onSearch: (text: string) => void;
  onRole: (role: RoleFilter) => void;
  onStatus: (status: StatusFilter) => void;
}

/** The users table's search box and filters. */
export function UsersFilters(props: UsersFiltersProps) {
  return (
    <div className={styles.filters} role="search">
      <SearchBox
        label="Search accounts"
        placeholder="Start of an email or name"
        value={props.search}
        maxLength={100}
        onSearch={props.onSearch}
        className={styles.search}
      />
      <Select
        label="Role"
        options={ROLE_OPTIONS}
        value={props.role}
        onValueChange={(value) => {
          props.onRole(value as RoleFilter);
        }}
      />
      <Select
        label="Status"
        options={STATUS_OPTIONS}
        value={props.status}
        onValueChange={(value) => {
          props.onStatus(value as StatusFilter);
        }}
      />
    </div>
  );
}
