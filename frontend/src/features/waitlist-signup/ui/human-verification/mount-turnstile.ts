import type { WidgetControl, WidgetHandlers } from './widget-control';

const TURNSTILE_SCRIPT_URL =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface TurnstileOptions {
  sitekey: string;
  action?: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  'unsupported-callback': () => void;
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

/** Mounts Cloudflare Turnstile (only when the server is configured for it). */
export async function mountTurnstile(
  container: HTMLElement,
  config: { siteKey: string; action?: string | undefined },
  handlers: WidgetHandlers,
): Promise<WidgetControl> {
  await loadTurnstileScript();
  const turnstile = turnstileApi();
  if (turnstile === undefined) throw new Error('Turnstile is not ready');
  const widgetId = turnstile.render(container, {
    sitekey: config.siteKey,
    ...(config.action === undefined ? {} : { action: config.action }),
    callback: (token) => {
      handlers.onToken(token);
    },
    'expired-callback': () => {
      handlers.onToken(null);
    },
    'error-callback': () => {
      handlers.onToken(null);
    },
    'unsupported-callback': handlers.onUnsupported,
  });
  if (widgetId === null || widgetId === undefined) throw new Error('Turnstile did not render');
  return {
    reset: () => {
      turnstile.reset(widgetId);
    },
    remove: () => {
      turnstile.remove(widgetId);
    },
  };
}
