import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
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
  const scope = fork({
    values: [[$isSearchLocked, locked]],
    handlers: [
      [fetchCatalogueFx, () => Promise.resolve(ONE_ARTIST)],
      [navigateFx, navigate],
    ],
  });
  render(<Provider value={scope}>{ui}</Provider>);
  return { navigate, scope };
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
  test('the icon opens "Search artists, albums, tracks..." and a submit closes it', async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithScope(
      <SearchDialog trigger={<button type="button">Open search</button>} />,
    );

    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = screen.getByRole('dialog', { name: 'Search artists, albums, tracks...' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();

    await user.keyboard('   {Enter}');
    expect(dialog).toBeInTheDocument();

    await user.keyboard('ghost{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => {
      expect(navigate).toHaveBeenCalledWith('/search?q=ghost');
    });
  });
});
