import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { KeysetListView } from '@/shared/ui/keyset-list-section';
import { Page } from '@/shared/ui/page';
import { SearchBox } from '@/shared/ui/text-field';
import { $searchText, artistsList, searchTyped, sortChosen } from '../model/artists-list';
import { ArtistsTable } from './artists-table';
import styles from './admin-artists.module.css';

/** /admin/artists: every artist profile, who manages it, and a way into its analytics. */
export function AdminArtistsPage() {
  const model = useUnit({
    query: artistsList.$query,
    rows: artistsList.$items,
    status: artistsList.$status,
    searchText: $searchText,
    opened: artistsList.opened,
    searchTyped,
    sortChosen,
  });
  const { opened } = model;
  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <Page
      title="Artists"
      lead="Every artist profile, the accounts that manage it, and its analytics dashboard."
    >
      <div className={styles.search} role="search">
        <SearchBox
          label="Search artists"
          placeholder="Start of the artist's name"
          value={model.searchText}
          maxLength={100}
          onSearch={model.searchTyped}
        />
      </div>
      <KeysetListView
        list={artistsList}
        failureTitle="The artists could not be loaded"
        moreLabel="Show more artists"
        moreFailure="The next artists could not be loaded."
      >
        <ArtistsTable
          rows={model.rows}
          loading={model.status === 'loading'}
          sort={model.query.sort}
          empty={
            model.query.search.trim() === ''
              ? 'There are no artist profiles yet.'
              : `No artist profile starts with “${model.query.search.trim()}”.`
          }
          onSortChange={model.sortChosen}
        />
      </KeysetListView>
    </Page>
  );
}
