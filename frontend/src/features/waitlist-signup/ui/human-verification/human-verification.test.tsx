import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { installFakeFetch } from '@/shared/lib/testing';
import { HumanVerification } from './human-verification';

describe('HumanVerification', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  test('says it could not load, and tries again every second until it can', async () => {
    jest.useFakeTimers();
    const fetches = installFakeFetch(new TypeError('offline'));
    render(<HumanVerification onTokenChange={() => undefined} resetSignal={0} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load verification challenge. Please refresh.',
    );
    expect(fetches.requests).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(fetches.requests).toHaveLength(2);
    expect(fetches.request(1).url).toMatch(/\/api\/public\/verification\/config$/);
  });

  test('an ALTCHA challenge in a browser without workers is "not supported"', async () => {
    installFakeFetch(
      () =>
        new Response(JSON.stringify({ provider: 'altcha', challengeUrl: '/challenge' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    render(<HumanVerification onTokenChange={() => undefined} resetSignal={0} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verification challenge not supported by your browser.',
    );
  });

  test('shows that it is loading first', () => {
    installFakeFetch(() => new Promise<Response>(() => undefined));
    render(<HumanVerification onTokenChange={() => undefined} resetSignal={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the human verification…');
  });
});
