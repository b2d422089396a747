import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { navigateFx } from '@/shared/lib/navigation';
import { $isSearchLocked } from '../model/search-box';
import { ONE_ARTIST } from '../testing/search-fixtures';
import { fetchCatalogueFx } from '../model/search-run';
import { SearchBox } from './search-box';
import { SearchDialog } from './search-dialog';

function renderWithScope(ui: ReactNode, locked = false) {
  const navigate = jest.fn((_to: string) => undefined);
  const fetchCatalogue = jest.fn(() => Promise.resolve(ONE_ARTIST));
  const scope = fork({
    values: [[$isSearchLocked, locked]],
    handlers: [
      [fetchCatalogueFx, fetchCatalogue],
      [navigateFx, navigate],
    ],
  });
  render(<Provider value={scope}>{ui}</Provider>);
  return { navigate, fetchCatalogue, scope };
}

describe('SearchBox', () => {
  test('asks a question, and Enter goes to /search with the query', async () => {
    const { navigate } = renderWithScope(<SearchBox />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'What do you want to hear?');

    await userEvent.setup().type(box, 'neon harbor{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('Searching...');
    await waitFor(() => {
      expect(navigate).toHaveBeenCalledWith('/search?q=neon%20harbor');
    });
  });

  test('while locked it is read-only and announced as disabled', () => {
    renderWithScope(<SearchBox />, true);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('readonly');
    expect(box).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('SearchDialog', () => {
  test('the icon opens "Search artists, albums, tracks..."; it closes when its search runs', async () => {
    const user = userEvent.setup();
    const { navigate, fetchCatalogue } = renderWithScope(
      <SearchDialog trigger={<button type="button">Open search</button>} />,
    );

    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = screen.getByRole('dialog', { name: 'Search artists, albums, tracks...' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();

    await user.keyboard('   {Enter}');
    expect(dialog).toBeInTheDocument();

    // Typing in the dialog waits for the keyboard's Search key (docs/adr/0022).
    await user.keyboard('ghost');
    await new Promise((done) => setTimeout(done, 400));
    expect(fetchCatalogue).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();

    // Enter: the box reads "Searching..." for the quiet period, then the search runs and closes it.
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Searching...');
    expect(dialog).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(navigate).toHaveBeenCalledWith('/search?q=ghost');
  });
});
