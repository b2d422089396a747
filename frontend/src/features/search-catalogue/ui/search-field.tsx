import { useId, type Ref } from 'react';
import { SearchIcon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import styles from './search-field.module.css';

/** Spec §2: a question addressed to the listener, in our own words. */
export const SEARCH_PLACEHOLDER = 'What do you want to hear?';
export const SEARCH_BUSY_TEXT = 'Searching...';

export interface SearchFieldProps {
  value: string;
  /** A search is waiting or running: the box reads "Searching...". */
  busy: boolean;
  /** The search is navigating: the box takes no input for a moment. */
  locked: boolean;
  onValueChange: (value: string) => void;
  onSubmit: () => void;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** The search box's look, without its model (stories and tests render it directly). */
export function SearchField({
  value,
  busy,
  locked,
  onValueChange,
  onSubmit,
  autoFocus,
  inputRef,
}: SearchFieldProps) {
  const statusId = useId();
  return (
    <form
      role="search"
      className={styles.form}
      data-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <span className={styles.icon}>
        <SearchIcon size={18} />
      </span>
      <input
        ref={inputRef}
        type="search"
        name="q"
        aria-label="Search"
        aria-describedby={busy ? statusId : undefined}
        aria-disabled={locked || undefined}
        readOnly={locked}
        className={styles.input}
        placeholder={busy ? SEARCH_BUSY_TEXT : SEARCH_PLACEHOLDER}
        value={value}
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        autoFocus={autoFocus}
        onChange={(event) => {
          onValueChange(event.target.value);
        }}
      />
      {/* Only while busy: a status region always in the chrome would be one more on every page. */}
      {busy ? (
        <span id={statusId} role="status" className={styles.status}>
          <Spinner size="sm" />
          {SEARCH_BUSY_TEXT}
        </span>
      ) : null}
    </form>
  );
}
