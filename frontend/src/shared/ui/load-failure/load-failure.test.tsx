import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailure } from './load-failure';

test('says what failed and why, and tries again on request', async () => {
  const onRetry = jest.fn();
  render(
    <LoadFailure title="The artists could not be loaded" onRetry={onRetry}>
      Encore is busy.
    </LoadFailure>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('The artists could not be loaded');
  expect(alert).toHaveTextContent('Encore is busy.');
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
