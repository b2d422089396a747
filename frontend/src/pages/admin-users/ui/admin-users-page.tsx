import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { ROUTES } from '@/shared/config';
import { KeysetListView } from '@/shared/ui/keyset-list-section';
import { Page } from '@/shared/ui/page';
import { isFiltered } from '../lib/users-query';
import { $searchText, searchTyped, sortChosen, usersList } from '../model/users-list';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';

/** /admin/users: every account, searchable and filterable; a row opens the account's page. */
export function AdminUsersPage() {
  const navigate = useNavigate();
  const model = useUnit({
    query: usersList.$query,
    rows: usersList.$items,
    status: usersList.$status,
    searchText: $searchText,
    opened: usersList.opened,
    queryChanged: usersList.queryChanged,
    searchTyped,
    sortChosen,
  });
  const { opened } = model;
  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <Page
      title="Users"
      lead="Find an account to see its sessions and purchases, change its role, link it to an artist profile or disable it."
    >
      <UsersFilters
        search={model.searchText}
        role={model.query.role}
        status={model.query.status}
        onSearch={model.searchTyped}
        onRole={(role) => {
          model.queryChanged({ role });
        }}
        onStatus={(status) => {
          model.queryChanged({ status });
        }}
      />
      <KeysetListView
        list={usersList}
        failureTitle="The accounts could not be loaded"
        moreLabel="Show more accounts"
        moreFailure="The next accounts could not be loaded."
      >
        <UsersTable
          rows={model.rows}
          loading={model.status === 'loading'}
          sort={model.query.sort}
          empty={
            isFiltered(model.query)
              ? 'No account matches this search and these filters.'
              : 'There are no accounts yet.'
          }
          onSortChange={model.sortChosen}
          onOpen={(user) => {
            void navigate(generatePath(ROUTES.adminUser, { userId: user.id }));
          }}
        />
      </KeysetListView>
    </Page>
  );
}
