import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import type { KeysetPage } from '@/shared/model';
import type { AdminInvite, NewInvite } from '../api/invites-api';
import type { InviteQuery } from '../lib/invites-query';
import { createInviteFx, invites, revokeInviteFx } from '../model/invites';
import { INVITES, inviteFixture } from '../testing/invite-fixtures';
import { AdminInvitesPage } from './admin-invites-page';

type PageRequest = { query: InviteQuery; cursor: string | null };

function renderPage(
  fetchPage: (request: PageRequest) => Promise<KeysetPage<AdminInvite>>,
  create: (invite: NewInvite) => Promise<AdminInvite> = () => Promise.reject(new Error('unused')),
) {
  const scope = fork({
    handlers: [
      [invites.fetchPageFx, fetchPage],
      [createInviteFx, create],
      [
        revokeInviteFx,
        (id: string) =>
          Promise.resolve(
            inviteFixture({ id, status: 'revoked', revoked_at: '2026-11-26T15:00:00.000Z' }),
          ),
      ],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/admin/invites']}>
        <AdminInvitesPage />
      </MemoryRouter>
    </Provider>,
  );
  return userEvent.setup();
}

const rowOf = (code: string) => {
  const table = screen.getByRole('table', { name: 'Invite codes' });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent.includes(code));
  if (row === undefined) throw new Error(`No row for ${code}`);
  return row;
};

describe('admin invites page', () => {
  test('lists the codes with their usage and status, and loads the next page', async () => {
    const user = renderPage(({ cursor }) =>
      Promise.resolve(
        cursor === null
          ? { items: INVITES.slice(0, 2), nextCursor: 'page-2' }
          : { items: INVITES.slice(2), nextCursor: null },
      ),
    );

    expect(await screen.findByText('ENCORE-7KQM-X2PA')).toBeVisible();
    expect(rowOf('ENCORE-7KQM-X2PA')).toHaveTextContent('Active');
    expect(rowOf('ENCORE-7KQM-X2PA')).toHaveTextContent('0 of 1 used');
    expect(rowOf('FRIENDS-OF-ENCORE')).toHaveTextContent('Used up50 of 50 used');
    expect(screen.queryByText('LAUNCH-PARTY')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show more invite codes' }));

    expect(await screen.findByText('LAUNCH-PARTY')).toBeVisible();
    expect(rowOf('ENCORE-J9RT-4WQE')).toHaveTextContent('Revoked');
    expect(screen.queryByRole('button', { name: 'Revoke ENCORE-J9RT-4WQE' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more invite codes' })).toBeNull();
  });

  test('no codes yet says so', async () => {
    renderPage(() => Promise.resolve({ items: [], nextCursor: null }));
    expect(
      await screen.findByText('No invite codes yet. Create the first one above.'),
    ).toBeVisible();
  });

  test('searches once the typing pauses, and says when nothing matches', async () => {
    const asked: PageRequest[] = [];
    const user = renderPage((request) => {
      asked.push(request);
      return Promise.resolve({
        items: request.query.search === '' ? INVITES : [],
        nextCursor: null,
      });
    });
    await screen.findByText('LAUNCH-PARTY');
    await user.type(screen.getByRole('searchbox', { name: 'Search invite codes' }), 'zz');
    expect(await screen.findByText('No invite code matches this search.')).toBeVisible();
    expect(asked.map((request) => request.query.search)).toEqual(['', 'zz']);
  });

  test('a sortable header asks the server for that order, from the first page', async () => {
    const asked: PageRequest[] = [];
    const user = renderPage((request) => {
      asked.push(request);
      return Promise.resolve({ items: INVITES, nextCursor: null });
    });
    const table = await screen.findByRole('table', { name: 'Invite codes' });
    expect(within(table).getByRole('columnheader', { name: /Created/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(within(table).getByRole('button', { name: /Usage/ }));
    expect(asked.at(-1)).toEqual({
      query: expect.objectContaining({ sort: { key: 'uses', direction: 'desc' } }),
      cursor: null,
    });
    await user.click(within(table).getByRole('button', { name: /Expires/ }));
    expect(asked.at(-1)?.query.sort).toEqual({ key: 'expires', direction: 'asc' });
  });

  test('a list that fails to load can be retried', async () => {
    let fail = true;
    const user = renderPage(() =>
      fail
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ items: INVITES, nextCursor: null }),
    );
    expect(await screen.findByText('We could not load the invite codes.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('LAUNCH-PARTY')).toBeVisible();
  });

  test('creates a code with uses, expiry and note, and shows it to copy', async () => {
    const made = inviteFixture({ id: 'new', code: 'ENCORE-NEW1-CODE', max_uses: 3 });
    const sent: NewInvite[] = [];
    let listed = INVITES;
    const user = renderPage(
      () => Promise.resolve({ items: listed, nextCursor: null }),
      (invite) => {
        sent.push(invite);
        listed = [made, ...INVITES];
        return Promise.resolve(made);
      },
    );
    await screen.findByText('LAUNCH-PARTY');

    const uses = screen.getByRole('spinbutton', { name: /Uses/ });
    await user.clear(uses);
    await user.type(uses, '3');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Label X');
    await user.click(screen.getByRole('button', { name: 'Create invite code' }));

    expect(sent).toEqual([{ uses: 3, expires_in_days: 14, note: 'Label X' }]);
    const created = await screen.findByRole('status');
    expect(created).toHaveTextContent('Invite code created.ENCORE-NEW1-CODE');
    expect(await screen.findByRole('button', { name: 'Copy ENCORE-NEW1-CODE' })).toBeVisible();
  });

  test('revoking asks first, then shows the code revoked', async () => {
    const user = renderPage(() => Promise.resolve({ items: INVITES, nextCursor: null }));
    await user.click(await screen.findByRole('button', { name: 'Revoke ENCORE-7KQM-X2PA' }));

    const dialog = await screen.findByRole('dialog', { name: 'Revoke this invite code?' });
    expect(dialog).toHaveTextContent('ENCORE-7KQM-X2PA stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    await waitFor(() => {
      expect(rowOf('ENCORE-7KQM-X2PA')).toHaveTextContent('Revoked');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revoke ENCORE-7KQM-X2PA' })).toBeNull();
  });
});
