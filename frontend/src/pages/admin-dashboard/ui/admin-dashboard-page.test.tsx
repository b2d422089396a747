import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import type { AdminOverview } from '../api/overview-api';
import { fetchOverviewFx } from '../model/overview';
import { EMPTY_OVERVIEW, OVERVIEW } from '../testing/overview-fixtures';
import { AdminDashboardPage } from './admin-dashboard-page';

function renderPage(fetchOverview: () => Promise<AdminOverview>) {
  const scope = fork({ handlers: [[fetchOverviewFx, fetchOverview]] });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <AdminDashboardPage />
      </MemoryRouter>
    </Provider>,
  );
  return { user: userEvent.setup() };
}

const card = (key: string) => {
  const found = document.querySelector(`[data-figure="${key}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`No ${key} card`);
  return found;
};

describe('admin dashboard page', () => {
  test('shows the figures, the waitlists and the queues that need a look', async () => {
    renderPage(() => Promise.resolve(OVERVIEW));

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(await screen.findByText('As of 26 Nov 2026, 14:03 UTC')).toBeVisible();
    expect(card('users')).toHaveTextContent('Users1,2341,200 listeners · 31 artists · 3 admins');
    expect(within(card('users')).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    expect(card('plays-today')).toHaveTextContent('Plays today420+ 35 previews (UTC day)');
    expect(card('sales-period')).toHaveTextContent('Soundcheck sales, 28 days12£71.88');

    const waitlists = screen.getByRole('table', { name: 'Waitlist sizes' });
    expect(within(waitlists).getByRole('link', { name: 'Fans' })).toHaveAttribute(
      'href',
      '/admin/waitlist/fans',
    );
    expect(within(waitlists).getAllByRole('row')[2]).toHaveTextContent('Fans2,3104052,715');

    const queues = screen.getByRole('table', { name: 'Queue health' });
    const mail = within(queues).getByRole('row', { name: /mail/ });
    expect(mail).toHaveTextContent('Too many failed jobs · Jobs waiting too long');
    expect(mail).toHaveTextContent('Needs a look');
    expect(mail).toHaveTextContent('13 min');
    expect(within(queues).getByRole('row', { name: /analytics/ })).toHaveTextContent('OK');
  });

  test('a fresh install shows zeros, no sales and no queues', async () => {
    renderPage(() => Promise.resolve(EMPTY_OVERVIEW));

    expect(await screen.findByText('No queues are registered.')).toBeVisible();
    expect(card('sales-all-time')).toHaveTextContent('No sales');
  });

  test('queues Redis could not read are said to be unavailable', async () => {
    renderPage(() => Promise.resolve({ ...OVERVIEW, queues: null }));
    expect(await screen.findByText('Queue counts are unavailable.')).toBeVisible();
    expect(card('users')).toHaveTextContent('1,234');
  });

  test('placeholders while loading; a failed load can be tried again', async () => {
    let answer: () => Promise<AdminOverview> = () => Promise.reject(new Error('offline'));
    const { user } = renderPage(() => answer());
    expect(screen.getByRole('list', { name: 'Figures' })).toHaveAttribute('aria-busy', 'true');

    expect(await screen.findByText('We could not load the overview.')).toBeVisible();
    answer = () => Promise.resolve(OVERVIEW);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('table', { name: 'Queue health' })).toBeVisible();
  });
});
