import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '@/shared/api';
import type { KeysetPage } from '@/shared/model';
import type { AdminArtist } from '../api/admin-artists-api';
import type { ArtistsQuery } from '../lib/artists-query';
import { artistsList } from '../model/artists-list';
import { ARTISTS } from '../testing/artist-fixtures';
import { AdminArtistsPage } from './admin-artists-page';

type Request = { query: ArtistsQuery; cursor: string | null };

function renderPage(answer: (request: Request) => Promise<KeysetPage<AdminArtist>>) {
  const asked: Request[] = [];
  const scope = fork({
    handlers: [
      [
        artistsList.fetchPageFx,
        (request: Request) => {
          asked.push(request);
          return answer(request);
        },
      ],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <AdminArtistsPage />
      </MemoryRouter>
    </Provider>,
  );
  return { asked };
}

describe('/admin/artists', () => {
  test('links each artist to its analytics, its page and the accounts that manage it', async () => {
    renderPage(() => Promise.resolve({ items: ARTISTS, nextCursor: null }));
    const table = await screen.findByRole('table', { name: 'Artist profiles' });
    expect(within(table).getByRole('link', { name: 'Analytics of Neon Harbor' })).toHaveAttribute(
      'href',
      `/artist/dashboard?artist_id=${ARTISTS[1]?.id}`,
    );
    expect(within(table).getByRole('link', { name: 'The Quiet Arcade' })).toHaveAttribute(
      'href',
      '/artist/the-quiet-arcade',
    );
    expect(within(table).getByRole('link', { name: 'orla@example.com' })).toHaveAttribute(
      'href',
      `/admin/users/${ARTISTS[0]?.accounts[0]?.id}`,
    );
    expect(table).toHaveTextContent('(listener: no dashboard)');
    expect(table).toHaveTextContent('No account');
  });

  test('searches by name once the typing pauses, and says when nothing starts so', async () => {
    const { asked } = renderPage(({ query }) =>
      Promise.resolve({ items: query.search === '' ? ARTISTS : [], nextCursor: null }),
    );
    await screen.findByRole('link', { name: 'Neon Harbor' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search artists' }), 'zz');
    expect(await screen.findByText('No artist profile starts with “zz”.')).toBeInTheDocument();
    expect(asked.map((request) => request.query.search)).toEqual(['', 'zz']);
  });

  test('a sortable header asks for the newest first', async () => {
    const { asked } = renderPage(() => Promise.resolve({ items: ARTISTS, nextCursor: null }));
    await screen.findByRole('link', { name: 'Neon Harbor' });
    await userEvent.setup().click(screen.getByRole('button', { name: /Added/ }));
    expect(asked.at(-1)?.query.sort).toEqual({ key: 'created', direction: 'desc' });
  });

  test('a failed load says so, with a retry', async () => {
    renderPage(() => Promise.reject(new ApiError(500, 'Server Error', null, null)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The artists could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
