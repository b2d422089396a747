import type { WidgetControl, WidgetHandlers } from './widget-control';

const TURNSTILE_SCRIPT_URL =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface TurnstileOptions {
  sitekey: string;
  action?: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  'timeout-callback': () => void;
  'unsupported-callback': () => void;
  'refresh-expired': 'auto';
}

interface TurnstileApi {
  render: (container: HTMLElement, options: TurnstileOptions) => string | null | undefined;
  reset: (widgetId: string) => void;
  remove: (widgetId: string) => void;
}

const turnstileApi = (): TurnstileApi | undefined =>
  (window as Window & { turnstile?: TurnstileApi }).turnstile;

let scriptLoad: Promise<void> | null = null;

/** Adds Cloudflare's script once; a failed load is forgotten so the next attempt adds it again. */
function loadTurnstileScript(): Promise<void> {
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    script.addEventListener('load', () => {
      resolve();
    });
    script.addEventListener('error', () => {
      script.remove();
      scriptLoad = null;
      reject(new Error('The Turnstile script did not load'));
    });
    document.head.append(script);
  });
  return scriptLoad;
}

/**
 * Mounts Cloudflare Turnstile (only when the server is configured for it). Turnstile runs as
 * soon as it renders and renews an expired token by itself, so there is no start to choose.
 */
export async function mountTurnstile(
  container: HTMLElement,
  config: { siteKey: string; action?: string | undefined },
  handlers: WidgetHandlers,
): Promise<WidgetControl> {
  await loadTurnstileScript();
  const turnstile = turnstileApi();
  if (turnstile === undefined) throw new Error('Turnstile is not ready');
  const failed = () => {
    handlers.onReport({ kind: 'failed' });
  };
  handlers.onReport({ kind: 'verifying' });
  const widgetId = turnstile.render(container, {
    sitekey: config.siteKey,
    ...(config.action === undefined ? {} : { action: config.action }),
    callback: (token) => {
      handlers.onReport({ kind: 'verified', token });
    },
    // 'refresh-expired: auto' fetches a new token: the old one is gone, a new one is coming.
    'expired-callback': () => {
      handlers.onReport({ kind: 'verifying' });
    },
    'error-callback': failed,
    'timeout-callback': failed,
    'unsupported-callback': () => {
      handlers.onReport({ kind: 'unsupported' });
    },
    'refresh-expired': 'auto',
  });
  if (widgetId === null || widgetId === undefined) throw new Error('Turnstile did not render');
  return {
    restart: () => {
      turnstile.reset(widgetId);
      handlers.onReport({ kind: 'verifying' });
    },
    remove: () => {
      turnstile.remove(widgetId);
    },
  };
}
