import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { $sessionRole, $sessionStatus, $sessionUser, type Role } from '@/entities/session';
import { installFakeFetch } from '@/shared/lib/testing';
import { AppProviders } from '../entrypoint/app-providers';
import { routes } from './routes';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const OVERVIEW = {
  as_of: '2026-11-26T14:03:00.000Z',
  period: { from: '2026-10-30', to: '2026-11-26', days: 28 },
  users: { total: 3, listeners: 1, artists: 1, admins: 1 },
  catalogue: { artists: 12, albums: 30, tracks: 312 },
  plays: { today: 4, last_28_days: 40, previews_today: 0, previews_last_28_days: 2 },
  sales: { all_time: [], last_28_days: [] },
  waitlists: { artist: { confirmed: 1, unconfirmed: 0 }, fan: { confirmed: 2, unconfirmed: 1 } },
  queues: [],
};

/** The API as an admin whose session passed the second factor sees it. */
function adminServer(request: Request): Response {
  const { pathname } = new URL(request.url);
  if (pathname === '/api/admin/me') {
    return json(200, {
      id: 'u-admin',
      email: 'admin@encore.test',
      display_name: 'Encore Admin',
      role: 'admin',
      second_factor: 'passed',
    });
  }
  if (pathname === '/api/admin/overview') return json(200, OVERVIEW);
  if (pathname === '/api/admin/queue-board/session' && request.method === 'POST') {
    return json(201, { url: '/admin/queues', expires_at: '2026-11-26T15:03:00.000Z' });
  }
  return json(404, { statusCode: 404, code: 'PLATFORM.NOT_FOUND', message: 'Not found' });
}

function renderAt(path: string, role: Role) {
  const scope = fork({
    values: [
      [$sessionStatus, 'authenticated'],
      [$sessionRole, role],
      [
        $sessionUser,
        { id: 'u-1', email: `${role}@encore.test`, displayName: 'Someone', avatarUrl: null },
      ],
    ],
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders scope={scope}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

describe('the admin area', () => {
  test('a listener opening /admin/dashboard is refused and no admin call is made', async () => {
    const fetch = installFakeFetch(adminServer);
    renderAt('/admin/dashboard', 'listener');

    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    expect(fetch.requests.filter((request) => request.url.includes('/api/admin'))).toEqual([]);
  });

  test('an admin past the second factor gets the navigation and the overview', async () => {
    installFakeFetch(adminServer);
    renderAt('/admin/dashboard', 'admin');

    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Overview', '/admin/dashboard'],
      ['Waitlist — artists', '/admin/waitlist/artists'],
      ['Waitlist — fans', '/admin/waitlist/fans'],
      ['Invites', '/admin/invites'],
      ['Users', '/admin/users'],
      ['Purchases', '/admin/purchases'],
      ['Artists', '/admin/artists'],
      ['Releases', '/admin/releases'],
      ['Audit log', '/admin/audit'],
      ['Security', '/admin/second-factor'],
    ]);
  });

  test('the queue board gets its cookie, then opens in a new tab', async () => {
    const fetch = installFakeFetch(adminServer);
    const tab = { opener: window as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderAt('/admin/dashboard', 'admin');

    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await user.click(within(nav).getByRole('button', { name: 'Queue board' }));

    await waitFor(() => {
      expect(tab.location.href).toBe('/admin/queues');
    });
    expect(open).toHaveBeenCalledWith('', '_blank');
    const session = fetch.requests.find((r) => r.url.endsWith('/api/admin/queue-board/session'));
    expect(session?.method).toBe('POST');
    expect(session?.headers.get('content-type')).toBe('application/json');
    expect(tab.location.href).toBe('/admin/queues');
    expect(tab.opener).toBeNull();
  });
});
