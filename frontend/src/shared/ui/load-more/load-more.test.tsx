import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMore } from './load-more';

describe('LoadMore', () => {
  test('asks for the next page', async () => {
    const onMore = jest.fn();
    render(<LoadMore hasMore loading={false} onMore={onMore} label="Show more users" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more users' }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  test('after a failure says why and offers to try again', () => {
    render(<LoadMore hasMore loading={false} onMore={jest.fn()} error="Offline." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Offline.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('shows nothing on the last page', () => {
    const { container } = render(<LoadMore hasMore={false} loading={false} onMore={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
