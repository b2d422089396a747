import { jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
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

  test("Turnstile: Cloudflare's script only then; its token, expiry and reset reach the form", async () => {
    installFakeFetch(
      () =>
        new Response(
          JSON.stringify({ provider: 'turnstile', siteKey: 'site-key', action: 'waitlist' }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    const rendered: Record<string, unknown>[] = [];
    const resets: string[] = [];
    Object.assign(window, {
      turnstile: {
        render: (_container: HTMLElement, options: Record<string, unknown>) => {
          rendered.push(options);
          return 'widget-1';
        },
        reset: (id: string) => resets.push(id),
        remove: () => undefined,
      },
    });
    const tokens = jest.fn<(token: string | null) => void>();
    const view = render(<HumanVerification onTokenChange={tokens} resetSignal={0} />);

    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(
        'script[src^="https://challenges.cloudflare.com/turnstile/v0/api.js"]',
      );
      expect(found).not.toBeNull();
      return found as HTMLScriptElement;
    });
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    await waitFor(() => {
      expect(rendered).toHaveLength(1);
    });
    const options = rendered[0] as {
      sitekey: string;
      action: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
    };
    expect(options).toMatchObject({ sitekey: 'site-key', action: 'waitlist' });

    act(() => {
      options.callback('turnstile-token');
    });
    expect(tokens).toHaveBeenLastCalledWith('turnstile-token');
    act(() => {
      options['expired-callback']();
    });
    expect(tokens).toHaveBeenLastCalledWith(null);

    view.rerender(<HumanVerification onTokenChange={tokens} resetSignal={1} />);
    expect(resets).toEqual(['widget-1']);
    view.unmount();
    script.remove();
    Reflect.deleteProperty(window, 'turnstile');
  });
});
