import { SearchDialog } from '@/features/search-catalogue';
import { SearchIcon } from '@/shared/ui/icons';
import styles from './bottom-bar.module.css';

/** Spec §2, mobile: a search icon that opens the search dialog. */
export function SearchButton() {
  return (
    <SearchDialog
      trigger={
        <button type="button" className={styles.item} aria-label="Search">
          <SearchIcon size={22} />
          <span className={styles.caption}>Search</span>
        </button>
      }
    />
  );
}
