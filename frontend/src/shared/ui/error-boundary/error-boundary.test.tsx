import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorBoundary } from './error-boundary';
import { RenderFailure } from './render-failure';

let shouldFail = true;
function Flaky() {
  const [label] = useState('Rendered fine');
  if (shouldFail) throw new Error('boom');
  return <p>{label}</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    // React reports caught render errors on the console; keep the test output readable.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldFail = true;
  });

  test('a render failure shows "Something went wrong"; Try Again renders the children again', async () => {
    const user = userEvent.setup();
    render(
      <ErrorBoundary fallback={(reset) => <RenderFailure onRetry={reset} />}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    shouldFail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Rendered fine')).toBeInTheDocument();
  });

  test('a plain fallback replaces only the part that failed', () => {
    render(
      <>
        <h1>Artist</h1>
        <ErrorBoundary fallback={<p>Unable to display releases at this time.</p>}>
          <Flaky />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Artist' })).toBeInTheDocument();
    expect(screen.getByText('Unable to display releases at this time.')).toBeInTheDocument();
  });
});
