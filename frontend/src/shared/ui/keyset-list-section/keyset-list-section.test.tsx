import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeysetListSection, type KeysetListSectionProps } from './keyset-list-section';

const props = (change: Partial<KeysetListSectionProps> = {}): KeysetListSectionProps => ({
  status: 'ready',
  failureTitle: 'The accounts could not be loaded',
  failure: 'Encore is busy.',
  onRetry: jest.fn(),
  hasMore: true,
  isLoadingMore: false,
  moreError: null,
  onMore: jest.fn(),
  moreLabel: 'Show more accounts',
  children: <p>the table</p>,
  ...change,
});

describe('KeysetListSection', () => {
  test('shows the table and asks for the next page', async () => {
    const onMore = jest.fn();
    render(<KeysetListSection {...props({ onMore })} />);
    expect(screen.getByText('the table')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more accounts' }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  test('replaces the table by why the first page failed, with a retry', async () => {
    const onRetry = jest.fn();
    render(<KeysetListSection {...props({ status: 'failed', onRetry })} />);
    expect(screen.queryByText('the table')).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The accounts could not be loaded');
    expect(alert).toHaveTextContent('Encore is busy.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('keeps the rows when a later page fails, and says why', () => {
    render(<KeysetListSection {...props({ moreError: 'Offline.' })} />);
    expect(screen.getByText('the table')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Offline.');
  });
});
