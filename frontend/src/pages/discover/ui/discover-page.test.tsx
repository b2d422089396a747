import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import type { DiscoverContent } from '../api/discover-reply';
import { fetchDiscoverFx } from '../model/discover';
import { DiscoverPage } from './discover-page';
import { CONTENT } from '../testing/story-fixtures';

function renderDiscover(fetch: () => Promise<DiscoverContent>) {
  const scope = fork({ handlers: [[fetchDiscoverFx, fetch]] });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/discover']}>
        <DiscoverPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('discover page', () => {
  test('shows new releases, genres, featured artists and Soundcheck exclusives', async () => {
    renderDiscover(() => Promise.resolve(CONTENT));

    for (const section of [
      'New releases',
      'Browse by genre',
      'Featured artists',
      'Soundcheck exclusives',
    ]) {
      expect(await screen.findByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'indie folk' })).toHaveAttribute(
      'href',
      '/search?q=indie%20folk',
    );
    expect(screen.getByRole('link', { name: 'Ghost Orchard' })).toHaveAttribute(
      'href',
      '/artist/ghost-orchard',
    );
    expect(screen.getAllByRole('link', { name: 'Windfall' })[0]).toHaveAttribute(
      'href',
      '/artist/ghost-orchard/album/windfall',
    );
  });

  test('a failed load can be retried', async () => {
    let answer = () => Promise.reject<DiscoverContent>(new Error('offline'));
    renderDiscover(() => answer());

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('We could not load Discover.')).toBeInTheDocument();

    answer = () => Promise.resolve(CONTENT);
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('heading', { name: 'New releases' })).toBeInTheDocument();
  });
});
