import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { $sessionStatus, $sessionUser, SessionProvider } from '@/entities/session';
import { ApiError } from '@/shared/api';
import type { AdminUserDetail } from '../api/admin-users-api';
import { searchArtistsFx } from '../model/artist-picker';
import { applyActionFx, fetchAccountFx } from '../model/user-account';
import { accountFixture, ADMIN_ID, ARTIST_CHOICES, LENA_ID } from '../testing/account-fixtures';
import { AdminUserPage } from './admin-user-page';

interface Setup {
  account?: AdminUserDetail;
  signedInAs?: string;
  apply?: (request: { action: { kind: string } }) => Promise<AdminUserDetail>;
  load?: () => Promise<AdminUserDetail>;
}

function renderPage({
  account = accountFixture(),
  signedInAs = ADMIN_ID,
  apply = () => Promise.resolve(account),
  load = () => Promise.resolve(account),
}: Setup = {}) {
  const applied: unknown[] = [];
  const scope = fork({
    values: [
      [$sessionStatus, 'authenticated'],
      [
        $sessionUser,
        { id: signedInAs, email: 'admin@example.com', displayName: 'Admin', avatarUrl: null },
      ],
    ],
    handlers: [
      [fetchAccountFx, load],
      [searchArtistsFx, () => Promise.resolve(ARTIST_CHOICES)],
      [
        applyActionFx,
        (request: { action: { kind: string } }) => {
          applied.push(request);
          return apply(request);
        },
      ],
    ],
  });
  render(
    <Provider value={scope}>
      <SessionProvider>
        <MemoryRouter initialEntries={[`/admin/users/${account.id}`]}>
          <Routes>
            <Route path="/admin/users/:userId" element={<AdminUserPage />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </Provider>,
  );
  return { applied };
}

describe('/admin/users/:userId', () => {
  test('shows the account, its sessions and its purchases', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lena Marsh' }),
    ).toBeInTheDocument();
    const sessions = screen.getByRole('table', { name: 'Sessions' });
    expect(within(sessions).getByText('Safari on iOS')).toBeInTheDocument();
    expect(within(sessions).getByText('Firefox on Linux')).toBeInTheDocument();
    const purchases = screen.getByRole('table', { name: 'Purchases' });
    expect(purchases).toHaveTextContent('Night Ferry · The Quiet Arcade');
    expect(purchases).toHaveTextContent('£5.99');
  });

  test('disabling asks first, then shows the account disabled and its sessions gone', async () => {
    const disabled = accountFixture({ disabled_at: '2026-11-26T10:00:00.000Z', sessions: [] });
    const { applied } = renderPage({ apply: () => Promise.resolve(disabled) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Disable lena@example.com?' });
    expect(applied).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));

    expect(
      await screen.findByText('Account disabled: every session has ended.'),
    ).toBeInTheDocument();
    expect(applied).toEqual([{ userId: LENA_ID, action: { kind: 'disable' }, reason: 'Fraud' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Not signed in anywhere.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable account' })).toBeInTheDocument();
  });

  test('an admin cannot disable their own account', async () => {
    renderPage({ account: accountFixture({ id: ADMIN_ID, role: 'admin' }) });
    expect(await screen.findByRole('button', { name: 'Disable account' })).toBeDisabled();
    expect(screen.getByText('You cannot disable your own account.')).toBeInTheDocument();
  });

  test("a refused role change keeps the dialog open with the server's reason", async () => {
    const { applied } = renderPage({
      account: accountFixture({ role: 'admin' }),
      apply: () =>
        Promise.reject(
          new ApiError(
            409,
            'Conflict',
            'Encore needs at least one enabled admin.',
            'ADMIN.LAST_ADMIN',
          ),
        ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Listener' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Lena Marsh a listener?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Encore needs at least one enabled admin.',
    );
    expect(applied).toHaveLength(1);
  });

  test('links an artist profile found by name, after confirming', async () => {
    const linked = accountFixture({
      role: 'artist',
      artist: { id: ARTIST_CHOICES[0]?.id ?? '', name: 'The Quiet Arcade' },
    });
    const { applied } = renderPage({
      account: accountFixture({ role: 'artist' }),
      apply: () => Promise.resolve(linked),
    });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('searchbox', { name: /Link to an artist profile/ }),
      'quiet',
    );
    await user.click(await screen.findByRole('button', { name: 'Link to The Quiet Arcade' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Link Lena Marsh to The Quiet Arcade?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Link artist profile' }));

    expect(await screen.findByText('Linked to The Quiet Arcade.')).toBeInTheDocument();
    expect(applied).toEqual([
      expect.objectContaining({
        action: { kind: 'link', artist: { id: ARTIST_CHOICES[0]?.id, name: 'The Quiet Arcade' } },
      }),
    ]);
    expect(screen.getByRole('link', { name: 'Open analytics' })).toHaveAttribute(
      'href',
      `/artist/dashboard?artist_id=${ARTIST_CHOICES[0]?.id}`,
    );
  });

  test('an account that does not exist says so', async () => {
    renderPage({
      load: () =>
        Promise.reject(new ApiError(404, 'Not Found', 'No account.', 'ADMIN.USER_NOT_FOUND')),
    });
    expect(await screen.findByRole('heading', { name: 'No such account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All accounts' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
  });
});
