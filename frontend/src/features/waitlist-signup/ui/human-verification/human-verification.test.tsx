import { jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { installFakeFetch } from '@/shared/lib/testing';
import { createHumanVerification } from '../../model/human-verification';
import { HumanVerification } from './human-verification';

const verification = createHumanVerification<string>();

function renderWidget() {
  const scope = fork();
  const view = render(
    <Provider value={scope}>
      <HumanVerification model={verification} />
    </Provider>,
  );
  return { scope, view };
}

const answersWith = (config: object) => () =>
  new Response(JSON.stringify(config), { headers: { 'content-type': 'application/json' } });

describe('HumanVerification', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  test('says it could not load, blocks the form, and tries again every second', async () => {
    jest.useFakeTimers();
    const fetches = installFakeFetch(new TypeError('offline'));
    const { scope } = renderWidget();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load verification challenge. Please refresh.',
    );
    expect(scope.getState(verification.$phase)).toBe('unavailable');
    expect(scope.getState(verification.$blocked)).toBe(true);
    expect(fetches.requests).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(fetches.requests).toHaveLength(2);
    expect(fetches.request(1).url).toMatch(/\/api\/public\/verification\/config$/);
  });

  test('an ALTCHA challenge in a browser without workers is "not supported", and blocks', async () => {
    installFakeFetch(answersWith({ provider: 'altcha', challengeUrl: '/challenge' }));
    const { scope } = renderWidget();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verification challenge not supported by your browser.',
    );
    expect(scope.getState(verification.$phase)).toBe('unsupported');
    expect(scope.getState(verification.$blocked)).toBe(true);
  });

  test('shows that it is loading first (a press now would wait, not be refused)', () => {
    installFakeFetch(() => new Promise<Response>(() => undefined));
    const { scope } = renderWidget();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the human verification…');
    expect(scope.getState(verification.$phase)).toBe('loading');
    expect(scope.getState(verification.$blocked)).toBe(false);
  });

  test("Turnstile: Cloudflare's script only then; it solves by itself, its token, expiry and restart reach the model", async () => {
    installFakeFetch(
      answersWith({ provider: 'turnstile', siteKey: 'site-key', action: 'waitlist' }),
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
    const { scope, view } = renderWidget();

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
      'error-callback': () => void;
    };
    expect(options).toMatchObject({
      sitekey: 'site-key',
      action: 'waitlist',
      'refresh-expired': 'auto',
    });
    expect(scope.getState(verification.$phase)).toBe('verifying');

    act(() => {
      options.callback('turnstile-token');
    });
    expect(scope.getState(verification.$token)).toBe('turnstile-token');
    act(() => {
      options['expired-callback']();
    });
    expect(scope.getState(verification.$token)).toBeNull();
    expect(scope.getState(verification.$phase)).toBe('verifying');
    act(() => {
      options['error-callback']();
    });
    expect(scope.getState(verification.$phase)).toBe('failed');

    // A press finds it failed: the widget is started afresh.
    await act(() => allSettled(verification.submitRequested, { scope, params: 'answers' }));
    expect(resets).toEqual(['widget-1']);
    expect(scope.getState(verification.$waiting)).toBe(true);

    view.unmount();
    script.remove();
    Reflect.deleteProperty(window, 'turnstile');
  });
});
