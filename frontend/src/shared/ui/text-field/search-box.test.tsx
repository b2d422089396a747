import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from './search-box';

test('is a labelled search field that reports what is typed', async () => {
  const onSearch = jest.fn();
  render(<SearchBox label="Search accounts" value="" maxLength={100} onSearch={onSearch} />);
  const box = screen.getByRole('searchbox', { name: 'Search accounts' });
  expect(box).toHaveAttribute('maxlength', '100');
  await userEvent.setup().type(box, 'a');
  expect(onSearch).toHaveBeenCalledWith('a');
});
