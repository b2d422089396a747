import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError } from '@/shared/api';
import type { KeysetPage } from '@/shared/model';
import type { AdminUser } from '../api/admin-users-api';
import type { UsersQuery } from '../lib/users-query';
import { usersList } from '../model/users-list';
import { LENA_ID, userFixture } from '../testing/account-fixtures';
import { AdminUsersPage } from './admin-users-page';

type Request = { query: UsersQuery; cursor: string | null };

function renderPage(answer: (request: Request) => Promise<KeysetPage<AdminUser>>) {
  const asked: Request[] = [];
  const scope = fork({
    handlers: [
      [
        usersList.fetchPageFx,
        (request: Request) => {
          asked.push(request);
          return answer(request);
        },
      ],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/admin/users']}>
        <Routes>
          <Route path="/admin/users" element={<AdminUsersPage />} />
          <Route path="/admin/users/:userId" element={<p>Account page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { asked };
}

const OTHERS = [
  userFixture({
    id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    email: 'orla@example.com',
    display_name: 'Orla Quill',
    role: 'artist',
    artist: { id: 'x', name: 'The Quiet Arcade' },
  }),
  userFixture({
    id: '6fa459ea-ee8a-4ca4-894e-db77e160355e',
    email: 'sam@example.com',
    display_name: 'Sam Reyes',
    disabled_at: '2026-11-20T10:00:00.000Z',
  }),
];

describe('/admin/users', () => {
  test('lists the accounts with role and status; a row opens the account', async () => {
    renderPage(() => Promise.resolve({ items: [userFixture(), ...OTHERS], nextCursor: null }));
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const orla = within(table).getByRole('row', { name: 'Open orla@example.com' });
    expect(orla).toHaveTextContent('Artist');
    expect(orla).toHaveTextContent('The Quiet Arcade');
    expect(within(table).getByRole('row', { name: 'Open sam@example.com' })).toHaveTextContent(
      'Disabled',
    );
    expect(within(table).getByRole('columnheader', { name: /Joined/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await userEvent
      .setup()
      .click(within(table).getByRole('row', { name: 'Open lena@example.com' }));
    expect(await screen.findByText('Account page')).toBeInTheDocument();
  });

  test('a sortable header asks the server for that order', async () => {
    const { asked } = renderPage(() =>
      Promise.resolve({ items: [userFixture()], nextCursor: null }),
    );
    await screen.findByRole('row', { name: 'Open lena@example.com' });
    await userEvent.setup().click(screen.getByRole('button', { name: /Email/ }));
    expect(asked.at(-1)).toEqual({
      query: expect.objectContaining({ sort: { key: 'email', direction: 'asc' } }),
      cursor: null,
    });
  });

  test('shows more on request, from the cursor the server gave', async () => {
    const { asked } = renderPage(({ cursor }) =>
      Promise.resolve(
        cursor === null
          ? { items: [userFixture()], nextCursor: 'next-1' }
          : { items: OTHERS, nextCursor: null },
      ),
    );
    const more = await screen.findByRole('button', { name: 'Show more accounts' });
    await userEvent.setup().click(more);
    expect(await screen.findByRole('row', { name: 'Open sam@example.com' })).toBeInTheDocument();
    expect(asked.map((request) => request.cursor)).toEqual([null, 'next-1']);
    expect(screen.queryByRole('button', { name: 'Show more accounts' })).toBeNull();
  });

  test('says when nothing matches', async () => {
    renderPage(() => Promise.resolve({ items: [], nextCursor: null }));
    expect(await screen.findByText('There are no accounts yet.')).toBeInTheDocument();
  });

  test('a failed load says why and tries again on request', async () => {
    let fail = true;
    renderPage(() =>
      fail
        ? Promise.reject(new ApiError(503, 'Service Unavailable', 'Encore is busy.', 'X.Y'))
        : Promise.resolve({ items: [userFixture({ id: LENA_ID })], nextCursor: null }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Encore is busy.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: 'Open lena@example.com' })).toBeInTheDocument();
  });
});
