import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiError } from '@/shared/api';
import type { KeysetPage } from '@/shared/model';
import type { AdminRelease } from '../api/admin-releases-api';
import type { ReleasesQuery } from '../lib/releases-query';
import { decideFx, type DecisionRequest } from '../model/release-decision';
import { releasesList } from '../model/releases-list';
import {
  ARTIST_ID,
  RELEASES,
  restoredFixture,
  TAKE_DOWN_REASON,
  takenDownFixture,
} from '../testing/release-fixtures';
import { AdminReleasesPage } from './admin-releases-page';

type Request = { query: ReleasesQuery; cursor: string | null };

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderPage(options: {
  list?: (request: Request) => Promise<KeysetPage<AdminRelease>>;
  decide?: (request: DecisionRequest) => Promise<AdminRelease>;
  at?: string;
}) {
  const asked: Request[] = [];
  const decide = jest.fn(options.decide ?? (() => Promise.resolve(takenDownFixture())));
  const scope = fork({
    handlers: [
      [
        releasesList.fetchPageFx,
        (request: Request) => {
          asked.push(request);
          return (options.list ?? (() => Promise.resolve({ items: RELEASES, nextCursor: null })))(
            request,
          );
        },
      ],
      [decideFx, decide],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[options.at ?? '/admin/releases']}>
        <Routes>
          <Route
            path="/admin/releases"
            element={
              <>
                <AdminReleasesPage />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { asked, decide };
}

const rowOf = (table: HTMLElement, title: string) => {
  const row = within(table).getByText(title).closest('tr');
  if (row === null) throw new Error(`No row for ${title}`);
  return row;
};

describe('/admin/releases', () => {
  test('lists the new releases: who published what and when, with the artist’s page and studio', async () => {
    const { asked } = renderPage({});
    const table = await screen.findByRole('table', { name: 'Releases' });
    expect(asked[0]).toEqual({ query: { state: 'published' }, cursor: null });

    const row = rowOf(table, 'Last Ferry Home');
    expect(within(row).getByRole('link', { name: 'Last Ferry Home' })).toHaveAttribute(
      'href',
      '/album/last-ferry-home',
    );
    expect(within(row).getByRole('link', { name: 'Neon Harbor' })).toHaveAttribute(
      'href',
      `/artist/${ARTIST_ID}`,
    );
    expect(within(row).getByRole('link', { name: 'Studio of Neon Harbor' })).toHaveAttribute(
      'href',
      `/artist/studio?artist_id=${ARTIST_ID}`,
    );
    expect(row).toHaveTextContent('Single · 1 track');
    expect(row).toHaveTextContent('28 Nov 2026, 09:15 UTC');
    expect(row).toHaveTextContent('by artist@encore.test');
    expect(row).toHaveTextContent('Published');

    // Not public: no public page to link; a taken-down one says why and offers a restore.
    expect(
      within(rowOf(table, 'Demos 2026')).queryByRole('link', { name: 'Demos 2026' }),
    ).toBeNull();
    const takenDown = rowOf(table, RELEASES[2]?.title ?? '');
    expect(takenDown).toHaveTextContent('Taken down');
    expect(takenDown).toHaveTextContent('Three of the five tracks are recordings');
    expect(
      within(takenDown).getByRole('button', { name: `Restore “${RELEASES[2]?.title}”` }),
    ).toBeInTheDocument();
  });

  test('another state is asked of the server and kept in the address', async () => {
    const user = userEvent.setup();
    const { asked } = renderPage({
      list: ({ query }) =>
        Promise.resolve({ items: query.state === 'published' ? RELEASES : [], nextCursor: null }),
    });
    await screen.findByRole('table', { name: 'Releases' });
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Taken down' }));

    expect(await screen.findByText('No release is taken down.')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ query: { state: 'taken_down' }, cursor: null });
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '/admin/releases?state=taken_down',
    );
  });

  test('a take-down needs a reason, then shows the server’s answer in the row', async () => {
    const user = userEvent.setup();
    const { decide } = renderPage({});
    const table = await screen.findByRole('table', { name: 'Releases' });
    await user.click(within(table).getByRole('button', { name: 'Take down “Last Ferry Home”' }));

    const dialog = await screen.findByRole('dialog', { name: 'Take down “Last Ferry Home”?' });
    expect(dialog).toHaveTextContent('Listeners who bought it keep it.');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(decide).not.toHaveBeenCalled();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveAccessibleDescription(/Say why it is taken down: the artist reads it\./);
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.type(reason, TAKE_DOWN_REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));

    expect(decide).toHaveBeenCalledWith({
      kind: 'take_down',
      id: RELEASES[0]?.id,
      reason: TAKE_DOWN_REASON,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = rowOf(table, 'Last Ferry Home');
    expect(row).toHaveTextContent('Taken down');
    expect(row).toHaveTextContent('on 28 Nov 2026, 12:40 UTC');
    expect(row).toHaveTextContent(TAKE_DOWN_REASON);
    expect(within(row).queryByRole('link', { name: 'Last Ferry Home' })).toBeNull();
    expect(
      within(row).getByRole('button', { name: 'Restore “Last Ferry Home”' }),
    ).toBeInTheDocument();
  });

  test("a refused take-down keeps the dialog open with the server's words", async () => {
    const user = userEvent.setup();
    renderPage({
      decide: () =>
        Promise.reject(
          new ApiError(400, 'Bad Request', 'reason must be 1 to 1000 characters: say why', null),
        ),
    });
    const table = await screen.findByRole('table', { name: 'Releases' });
    await user.click(within(table).getByRole('button', { name: 'Take down “Last Ferry Home”' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'reason must be 1 to 1000 characters: say why',
    );
    expect(rowOf(table, 'Last Ferry Home')).toHaveTextContent('Published');
  });

  test('a restore asks first, with a note for the artist; the row becomes a draft', async () => {
    const user = userEvent.setup();
    const { decide } = renderPage({
      list: () => Promise.resolve({ items: [takenDownFixture()], nextCursor: null }),
      decide: () => Promise.resolve(restoredFixture()),
      at: '/admin/releases?state=taken_down',
    });
    const table = await screen.findByRole('table', { name: 'Releases' });
    await user.click(within(table).getByRole('button', { name: 'Restore “Last Ferry Home”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore “Last Ferry Home”?' });
    expect(dialog).toHaveTextContent('stays hidden until Neon Harbor publishes it');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(decide).not.toHaveBeenCalled();

    await user.click(within(table).getByRole('button', { name: 'Restore “Last Ferry Home”' }));
    const again = await screen.findByRole('dialog', { name: 'Restore “Last Ferry Home”?' });
    await user.type(
      within(again).getByRole('textbox', { name: /Note to the artist/ }),
      'Rights confirmed.',
    );
    await user.click(within(again).getByRole('button', { name: 'Restore as draft' }));

    expect(decide).toHaveBeenCalledWith({
      kind: 'restore',
      id: RELEASES[0]?.id,
      reason: 'Rights confirmed.',
    });
    const row = rowOf(table, 'Last Ferry Home');
    expect(row).toHaveTextContent('Draft');
    expect(row).not.toHaveTextContent(TAKE_DOWN_REASON);
    expect(
      within(row).getByRole('button', { name: 'Take down “Last Ferry Home”' }),
    ).toBeInTheDocument();
  });

  test('says when there is nothing, and offers a retry when the list fails to load', async () => {
    let answer = () =>
      Promise.reject<KeysetPage<AdminRelease>>(new ApiError(500, 'Server Error', null, null));
    const user = userEvent.setup();
    renderPage({ list: () => answer() });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The releases could not be loaded');
    answer = () => Promise.resolve({ items: [], nextCursor: null });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No release is public yet.')).toBeInTheDocument();
  });

  test('a later page comes on request', async () => {
    const user = userEvent.setup();
    const { asked } = renderPage({
      list: ({ cursor }) =>
        Promise.resolve(
          cursor === null
            ? { items: RELEASES.slice(0, 2), nextCursor: 'c1' }
            : { items: RELEASES.slice(2), nextCursor: null },
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Show more releases' }));
    expect(await screen.findByText('Demos 2026')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ query: { state: 'published' }, cursor: 'c1' });
    expect(screen.queryByRole('button', { name: 'Show more releases' })).toBeNull();
  });
});
