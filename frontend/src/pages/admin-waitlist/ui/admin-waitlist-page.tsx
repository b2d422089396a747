import { generatePath, Link, useParams, useSearchParams } from 'react-router';
import { ROUTES } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page';
import { listOf } from '../lib/waitlist-query';
import styles from './admin-waitlist.module.css';
import { EntryScreen } from './entry-screen';
import { ListScreen } from './list-screen';

/**
 * /admin/waitlist/:list — waitlist screening (docs/adr/0035), one queue per list (artists,
 * fans): the table, and an entry opened from it (`?entry=<id>`, so the back button closes it).
 */
export function AdminWaitlistPage() {
  const list = listOf(useParams().list);
  const [search, setSearch] = useSearchParams();
  const entryId = search.get('entry');

  if (list === null) {
    return (
      <Page title="No such waitlist" lead="There is an artist waitlist and a fan waitlist.">
        <div className={styles.chips}>
          <Button asChild variant="secondary">
            <Link to={generatePath(ROUTES.adminWaitlist, { list: 'artists' })}>
              Artist waitlist
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={generatePath(ROUTES.adminWaitlist, { list: 'fans' })}>Fan waitlist</Link>
          </Button>
        </div>
      </Page>
    );
  }
  if (entryId !== null) {
    return (
      <EntryScreen
        list={list}
        id={entryId}
        onBack={() => {
          setSearch({});
        }}
      />
    );
  }
  return (
    <ListScreen
      list={list}
      onOpen={(entry) => {
        setSearch({ entry: entry.id });
      }}
    />
  );
}
