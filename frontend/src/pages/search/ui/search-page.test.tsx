import { jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { playerStoreValues, playerTrackFixture } from '@/entities/player/index.testing';
import { fetchCatalogueFx, type SearchResults } from '@/features/search-catalogue';
import { navigateFx } from '@/shared/lib/navigation';
import { FREE_TRACK, NO_RESULTS, RESULTS } from '../testing/search-fixtures';
import { SearchPage } from './search-page';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderSearchPage(
  url: string,
  fetchResults: () => Promise<SearchResults>,
  playingTrackId?: string,
) {
  const fetchCatalogue = jest.fn(fetchResults);
  const player = playingTrackId === undefined ? null : playerTrackFixture({ id: playingTrackId });
  const scope = fork({
    values: player === null ? [] : playerStoreValues({ track: player }),
    handlers: [
      [fetchCatalogueFx, fetchCatalogue],
      [navigateFx, () => undefined],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/search" element={<SearchPage />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { fetchCatalogue, user: userEvent.setup() };
}

const answer = (results: SearchResults) => () => Promise.resolve(results);
const location = () => screen.getByTestId('location').textContent;

describe('search page', () => {
  test('without a query it asks for a search term', () => {
    const { fetchCatalogue } = renderSearchPage('/search', answer(RESULTS));
    expect(
      screen.getByText('Enter a search term to find artists, albums, and tracks'),
    ).toBeInTheDocument();
    expect(fetchCatalogue).not.toHaveBeenCalled();
    expect(document.title).toBe('Search · Encore');
  });

  test('shows skeletons while the search runs', () => {
    renderSearchPage('/search?q=neon', () => new Promise<SearchResults>(() => undefined));
    expect(screen.getByRole('table', { name: 'Artists' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('tab', { name: 'Artists' })).toBeInTheDocument();
  });

  test('counts the results in the tabs and opens the first tab with results', async () => {
    renderSearchPage('/search?q=neon', answer({ ...RESULTS, artists: [] }));

    expect(await screen.findByRole('tab', { name: 'Albums (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Artists (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tracks (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/discover');
    expect(document.title).toBe('Results for "neon" · Encore');
  });

  test('an artist row opens /artist/{slug}', async () => {
    const { user } = renderSearchPage('/search?q=neon', answer(RESULTS));
    const table = await screen.findByRole('table', { name: 'Artists' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Image', 'Artist Name', 'Genre']);
    // The Genre column, and the copy under the name that only a phone shows (CSS, not jsdom).
    expect(within(table).getAllByText('synthwave')).toHaveLength(2);

    await user.click(within(table).getByRole('row', { name: 'Open Neon Harbor' }));
    expect(location()).toBe('/artist/neon-harbor');
  });

  test('an album row opens /artist/{artist}/album/{album}, from the keyboard too', async () => {
    const { user } = renderSearchPage('/search?q=after', answer(RESULTS));
    await user.click(await screen.findByRole('tab', { name: 'Albums (1)' }));
    const table = screen.getByRole('table', { name: 'Albums' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Cover', 'Album Title', 'Artist', 'Year']);
    expect(within(table).getByText('2023')).toBeInTheDocument();

    const row = within(table).getByRole('row', { name: 'Open Afterglow Boulevard by Neon Harbor' });
    act(() => {
      row.focus();
    });
    await user.keyboard('{Enter}');
    expect(location()).toBe('/artist/neon-harbor/album/afterglow-boulevard');
  });

  test('a locked track opens "SoundCheck Exclusive"; View Album goes to its album', async () => {
    const { user } = renderSearchPage(
      '/search?q=tape',
      answer({ ...NO_RESULTS, tracks: RESULTS.tracks }),
    );
    const table = await screen.findByRole('table', { name: 'Tracks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Cover', 'Track Title', 'Artist', 'Album', 'Access']);
    expect(within(table).getAllByText('Free')).toHaveLength(2);
    // In its Access column, and under the title where a phone shows it (CSS, not jsdom).
    expect(within(table).getAllByText('SoundCheck')).toHaveLength(2);

    await user.click(within(table).getByText('Tape Hiss (Demo)'));
    const dialog = screen.getByRole('dialog', { name: 'SoundCheck Exclusive' });
    await user.click(within(dialog).getByRole('link', { name: 'View Album' }));
    expect(location()).toBe('/artist/neon-harbor/album/night-drive-tapes');
  });

  test('a playable track opens no dialog', async () => {
    const { user } = renderSearchPage(
      '/search?q=harbor',
      answer({ ...NO_RESULTS, tracks: RESULTS.tracks }),
    );
    await user.click(await screen.findByRole('row', { name: 'Play Harbor Lights by Neon Harbor' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the track in the player is marked in its row, which pauses it while it plays', async () => {
    const tracks = answer({ ...NO_RESULTS, tracks: RESULTS.tracks });
    renderSearchPage('/search?q=harbor', tracks, FREE_TRACK.id);

    const row = await screen.findByRole('row', { name: 'Pause Harbor Lights by Neon Harbor' });
    expect(within(row).getByText('Now playing')).toBeInTheDocument();
    expect(row).toHaveAttribute('aria-current', 'true');
    const table = screen.getByRole('table', { name: 'Tracks' });
    expect(within(table).getAllByText('Now playing')).toHaveLength(1);
  });

  test.each(['artists', 'albums', 'tracks'])(
    'no %s: the empty state quotes the query',
    async (kind) => {
      const { user } = renderSearchPage('/search?q=zzz', answer(NO_RESULTS));
      const label = `${kind[0]?.toUpperCase() ?? ''}${kind.slice(1)} (0)`;
      await user.click(await screen.findByRole('tab', { name: label }));
      expect(screen.getByText(`No ${kind} found matching "zzz"`)).toBeInTheDocument();
    },
  );

  test('an error shows its message and a Retry button that searches again', async () => {
    let reply = () => Promise.reject<SearchResults>(new Error('unexpected'));
    const { user, fetchCatalogue } = renderSearchPage('/search?q=neon', () => reply());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load search results. Please try again.',
    );
    reply = answer(RESULTS);
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('tab', { name: 'Artists (1)' })).toBeInTheDocument();
    await waitFor(() => {
      expect(fetchCatalogue).toHaveBeenCalledTimes(2);
    });
  });
});
