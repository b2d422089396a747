import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { $sessionRole, $sessionStatus, type Role, SessionProvider } from '@/entities/session';
import { ApiError } from '@/shared/api';
import type { ArtistAnalytics, TrackAnalytics } from '../api/analytics-api';
import { METRIC_DEFINITIONS } from '../lib/figure-definitions';
import type { DashboardRequest } from '../lib/range';
import { fetchAnalyticsFx } from '../model/dashboard';
import { fetchTrackFx } from '../model/track-detail';
import {
  artistAnalyticsFixture,
  emptyAnalyticsFixture,
  trackAnalyticsFixture,
} from '../testing/analytics-fixtures';
import { ArtistDashboardPage } from './artist-dashboard-page';

interface Setup {
  role?: Role;
  path?: string;
  fetch?: (request: DashboardRequest) => Promise<ArtistAnalytics>;
  fetchTrack?: () => Promise<TrackAnalytics>;
}

function renderPage({
  role = 'artist',
  path = '/artist/dashboard',
  fetch = () => Promise.resolve(artistAnalyticsFixture()),
  fetchTrack = () => Promise.resolve(trackAnalyticsFixture()),
}: Setup = {}) {
  const asked: DashboardRequest[] = [];
  const scope = fork({
    values: [
      [$sessionStatus, 'authenticated'],
      [$sessionRole, role],
    ],
    handlers: [
      [
        fetchAnalyticsFx,
        (request: DashboardRequest) => {
          asked.push(request);
          return fetch(request);
        },
      ],
      [fetchTrackFx, fetchTrack],
    ],
  });
  render(
    <Provider value={scope}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>
          <ArtistDashboardPage />
        </MemoryRouter>
      </SessionProvider>
    </Provider>,
  );
  return { asked };
}

const card = (label: string) =>
  screen.getAllByRole('listitem').find((item) => item.firstChild?.textContent === label);

describe('/artist/dashboard', () => {
  test("an artist sees the period's figures beside the period before", async () => {
    renderPage();

    expect(await screen.findByText('Neon Harbor · 30 Oct – 26 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Artist dashboard' })).toBeInTheDocument();
    const plays = card('Plays');
    expect(plays).toHaveTextContent('1,840');
    expect(plays).toHaveTextContent('Up 15% on the previous 28 days');
    expect(card('Your share')).toHaveTextContent('£57.50');
    expect(card('Previews')).toHaveTextContent('New');
    expect(screen.getByRole('button', { name: '28 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('listeners count those who played in full; every figure says what it counts', async () => {
    renderPage();
    await screen.findByText(/Neon Harbor/);

    expect(card('Listeners')).toHaveTextContent('600');
    expect(card('Preview listeners')).toHaveTextContent('140');
    const term = within(card('Listeners') ?? document.body).getByText('Listeners');
    expect(term).toHaveAccessibleDescription(METRIC_DEFINITIONS.play_listeners.definition);
    expect(term).toHaveAttribute('tabindex', '0');
    const chartFigures = screen.getByRole('group', { name: 'Figure shown' });
    expect(
      within(chartFigures).getByRole('button', { name: 'Listeners' }),
    ).toHaveAccessibleDescription(METRIC_DEFINITIONS.play_listeners.definition);
  });

  test('a range button asks for that range', async () => {
    const user = userEvent.setup();
    const { asked } = renderPage();
    await screen.findByText(/Neon Harbor/);

    await user.click(screen.getByRole('button', { name: '90 days' }));

    expect(asked.at(-1)).toEqual({ range: { preset: '90d' }, artistId: null });
    expect(screen.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a custom range is checked before it is asked for', async () => {
    const user = userEvent.setup();
    const { asked } = renderPage();
    await screen.findByText(/Neon Harbor/);

    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-11-20');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(
      await screen.findByText('The start day must not be after the end day.'),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(1);

    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(asked.at(-1)).toEqual({
      range: { from: '2026-11-01', to: '2026-11-10' },
      artistId: null,
    });
  });

  test('the top tracks sort by a header; a title opens its retention curve', async () => {
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Top tracks' });
    const titles = () =>
      within(table)
        .getAllByRole('button', { description: "Shows the track's figures and retention curve" })
        .map((button) => button.textContent);
    expect(titles()).toEqual(['Tidewater', 'Harbour Lights', 'Low Tide']);

    await user.click(within(table).getByRole('button', { name: /Plays/ }));
    expect(within(table).getByRole('columnheader', { name: /Plays/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(titles()[0]).toBe('Harbour Lights');

    await user.click(within(table).getByRole('button', { name: 'Tidewater' }));
    const panel = await screen.findByRole('region', { name: 'Tidewater' });
    expect(within(panel).getByText('Night Ferry · 3:25')).toBeInTheDocument();
    expect(
      within(panel).getByRole('img', {
        name: 'Retention: half of plays had stopped by 75% of the track; 38% listened to the end.',
      }),
    ).toBeInTheDocument();

    const retentionFigure = within(panel).getByRole('region', { name: 'Retention' });
    await user.click(within(retentionFigure).getByRole('button', { name: 'Show as table' }));
    const retention = within(panel).getByRole('table', {
      name: 'Share of plays still listening at each point of the track',
    });
    expect(within(retention).getAllByRole('row')).toHaveLength(22);
    expect(within(retention).getByRole('row', { name: '100% 38%' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Close track' }));
    expect(screen.queryByRole('region', { name: 'Tidewater' })).toBeNull();
  });

  test('the daily chart has its values as a table for screen readers', async () => {
    const user = userEvent.setup();
    renderPage();
    const chart = await screen.findByRole('region', { name: 'Every day' });
    expect(
      within(chart).getByRole('img', { name: /^Plays per day, 30 Oct – 26 Nov 2026/ }),
    ).toBeInTheDocument();

    await user.click(within(chart).getByRole('button', { name: 'Show as table' }));

    const table = within(chart).getByRole('table', { name: 'Every day by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(29);
  });

  test('a new artist sees "No plays yet"', async () => {
    renderPage({ fetch: () => Promise.resolve(emptyAnalyticsFixture()) });
    expect(await screen.findByRole('heading', { name: 'No plays yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  test('a listener is told this is not an artist account, and nothing is asked', async () => {
    const { asked } = renderPage({ role: 'listener' });
    expect(
      await screen.findByRole('heading', { name: 'This is not an artist account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover music' })).toHaveAttribute(
      'href',
      '/discover',
    );
    expect(asked).toEqual([]);
  });

  test('an artist account without a profile is told to ask an admin', async () => {
    renderPage({
      fetch: () => Promise.reject(new ApiError(403, 'x', 'not linked', 'ANALYTICS.NOT_LINKED')),
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Your account is not linked to an artist profile yet',
      }),
    ).toBeInTheDocument();
  });

  test("an admin opens an artist's dashboard by ?artist_id=", async () => {
    const { asked } = renderPage({
      role: 'admin',
      path: '/artist/dashboard?artist_id=3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01',
    });
    await screen.findByText(/Neon Harbor/);
    expect(asked).toEqual([
      { range: { preset: '28d' }, artistId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01' },
    ]);
  });

  test('a failed load offers a retry that shows the figures', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPage({
      fetch: () =>
        fail
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(artistAnalyticsFixture()),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your figures did not load.');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Neon Harbor/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
