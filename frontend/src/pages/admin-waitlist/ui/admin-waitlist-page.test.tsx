import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiError } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import type { KeysetPage } from '@/shared/model';
import type { EntryRef, WaitlistEntry, WaitlistEntryDetail } from '../api/waitlist-api';
import { entriesList, fetchGenresFx } from '../model/entries-list';
import { decideFx, fetchEntryFx } from '../model/entry-detail';
import {
  ARTIST_DETAIL,
  FAN_DETAIL,
  FAN_ROW,
  INVITED_DETAIL,
  INVITED_ROW,
  UNCONFIRMED_ROW,
} from '../testing/waitlist-fixtures';
import { AdminWaitlistPage } from './admin-waitlist-page';

interface Server {
  page?: () => Promise<KeysetPage<WaitlistEntry>>;
  entry?: (ref: EntryRef) => Promise<WaitlistEntryDetail>;
  decide?: () => Promise<WaitlistEntryDetail>;
}

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderPage(path: string, server: Server = {}) {
  const decisions: { decision: string; reason: string }[] = [];
  const scope = fork({
    handlers: [
      [
        entriesList.fetchPageFx,
        server.page ??
          (() =>
            Promise.resolve({ items: [FAN_ROW, UNCONFIRMED_ROW, INVITED_ROW], nextCursor: null })),
      ],
      [fetchEntryFx, server.entry ?? (() => Promise.resolve(FAN_DETAIL))],
      [fetchGenresFx, () => Promise.resolve(['Shoegaze'])],
      [
        decideFx,
        (request: { decision: string; reason: string }) => {
          decisions.push({ decision: request.decision, reason: request.reason });
          return server.decide ? server.decide() : Promise.resolve(INVITED_DETAIL);
        },
      ],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={ROUTES.adminWaitlist} element={<AdminWaitlistPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </Provider>,
  );
  return { user: userEvent.setup(), decisions };
}

describe('admin waitlist page', () => {
  test('lists the fan entries with their status; a row opens the entry in full', async () => {
    const { user } = renderPage('/admin/waitlist/fans');
    expect(screen.getByRole('heading', { level: 1, name: 'Fan waitlist' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Fan waitlist entries' });
    const grace = await within(table).findByRole('row', { name: /Open Grace Hopper/ });
    expect(grace).toHaveTextContent('Ireland (IE)');
    expect(grace).toHaveTextContent('Pending');
    expect(within(table).getByRole('row', { name: /Open Ada Lovelace/ })).toHaveTextContent(
      'Unconfirmed',
    );
    expect(within(table).getByRole('row', { name: /Open Katherine/ })).toHaveTextContent('Invited');

    await user.click(grace);
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      `/admin/waitlist/fans?entry=${FAN_ROW.id}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    const submitted = screen.getByRole('region', { name: 'Submitted' });
    expect(submitted).toHaveTextContent('Listens onTidal');
    const consent = screen.getByRole('region', { name: 'Consent evidence' });
    expect(consent).toHaveTextContent('From address203.0.113.7');
    expect(consent).toHaveTextContent('Form wordingfan-2026-11-25');
    expect(consent).toHaveTextContent(
      'Send me news about Encore and the artists I follow — ticked',
    );
    expect(screen.getByRole('region', { name: 'Private notes' })).toHaveTextContent(
      'Runs a fan club with 2,000 members.',
    );

    await user.click(screen.getByRole('button', { name: 'Fan waitlist' }));
    expect(await screen.findByRole('table', { name: 'Fan waitlist entries' })).toBeVisible();
  });

  test('approves after confirming: the entry shows its invite', async () => {
    const { user, decisions } = renderPage(`/admin/waitlist/fans?entry=${FAN_ROW.id}`);
    await user.click(await screen.findByRole('button', { name: 'Approve and invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Grace Hopper?' });
    expect(dialog).toHaveTextContent('mailed to grace@example.com');
    expect(decisions).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Approve and send invite' }));
    const invite = await screen.findByRole('region', { name: 'Invite' });
    expect(invite).toHaveTextContent('CodeENCORE-7KQM-X2PA');
    expect(invite).toHaveTextContent('StateNot used yet');
    expect(decisions).toEqual([{ decision: 'approve', reason: '' }]);
    expect(screen.getByRole('button', { name: 'Approve and invite' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send invite again' })).toBeEnabled();
  });

  test('rejects only with a reason', async () => {
    const { user, decisions } = renderPage(`/admin/waitlist/fans?entry=${FAN_ROW.id}`, {
      decide: () =>
        Promise.resolve({
          ...FAN_DETAIL,
          status: 'rejected',
          rejection_reason: 'Duplicate of another entry.',
          decided_at: '2026-11-26T10:00:00.000000Z',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Grace Hopper?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject entry' });
    expect(confirm).toBeDisabled();

    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Duplicate of another entry.',
    );
    await user.click(confirm);
    expect(
      await screen.findByText('Duplicate of another entry.', { selector: 'dd' }),
    ).toBeVisible();
    expect(decisions).toEqual([{ decision: 'reject', reason: 'Duplicate of another entry.' }]);
  });

  test('says why an unconfirmed entry cannot be approved yet', async () => {
    renderPage(`/admin/waitlist/artists?entry=${ARTIST_DETAIL.id}`, {
      entry: () => Promise.resolve(ARTIST_DETAIL),
    });
    const approve = await screen.findByRole('button', { name: 'Approve and invite' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(/has not confirmed their email address yet/);
    expect(screen.getByRole('region', { name: 'Submitted' })).toHaveTextContent(
      'Collection agenciesPRS, PPL',
    );
  });

  test('an empty list, and a search that finds nothing with a way out', async () => {
    const { user } = renderPage('/admin/waitlist/artists', {
      page: () => Promise.resolve({ items: [], nextCursor: null }),
    });
    expect(await screen.findByText('Nobody has joined this waitlist yet.')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search entries' }), 'nobody');
    expect(
      await screen.findByText('No entry matches this search and these filters.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    expect(await screen.findByText('Nobody has joined this waitlist yet.')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search entries' })).toHaveValue('');
  });

  test('a failed load says so and can be tried again', async () => {
    let answer = (): Promise<KeysetPage<WaitlistEntry>> => Promise.reject(new Error('offline'));
    const { user } = renderPage('/admin/waitlist/fans', { page: () => answer() });
    expect(await screen.findByText('The entries could not be loaded')).toBeVisible();
    answer = () => Promise.resolve({ items: [FAN_ROW], nextCursor: null });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Open Grace Hopper/ })).toBeVisible();
  });

  test('an entry that is not on the list', async () => {
    renderPage('/admin/waitlist/fans?entry=6f1c9a52-4c0e-4b8e-9a61-0c1f5d2b7eff', {
      entry: () => Promise.reject(new ApiError(404, 'Not Found', 'There is no entry.', 'X')),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'No such entry' })).toBeVisible();
  });

  test('a path that names no waitlist', () => {
    renderPage('/admin/waitlist/listeners');
    expect(screen.getByRole('heading', { level: 1, name: 'No such waitlist' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Fan waitlist' })).toHaveAttribute(
      'href',
      '/admin/waitlist/fans',
    );
  });
});
