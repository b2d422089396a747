import { ALTCHA_STRINGS } from '../../lib/verification-widget';
import type { WidgetControl, WidgetHandlers } from './widget-control';

interface AltchaStateDetail {
  state: 'unverified' | 'verifying' | 'verified' | 'expired' | 'error';
  payload?: string;
}

interface AltchaElement extends HTMLElement {
  reset: () => void;
}

/**
 * Mounts the official ALTCHA widget (a custom element, loaded on demand so other pages never
 * download it) in `container`. It fetches a v1 challenge from `challengeUrl`, solves it in Web
 * Workers with Web Crypto and reports its payload (base64 JSON {algorithm, challenge, number,
 * salt, signature}), which the form sends as `cfTurnstileToken`.
 */
export async function mountAltcha(
  container: HTMLElement,
  challengeUrl: string,
  handlers: WidgetHandlers,
): Promise<WidgetControl> {
  await import('altcha');
  await customElements.whenDefined('altcha-widget');
  const widget = document.createElement('altcha-widget') as AltchaElement;
  widget.setAttribute('challengeurl', challengeUrl);
  widget.setAttribute('strings', JSON.stringify(ALTCHA_STRINGS));
  // Its logo is a link hidden from screen readers yet reachable by Tab (axe: aria-hidden-focus).
  widget.setAttribute('hidelogo', 'true');
  widget.addEventListener('statechange', (event) => {
    const { state, payload } = (event as CustomEvent<AltchaStateDetail>).detail;
    if (state === 'verified' && payload !== undefined && payload !== '') handlers.onToken(payload);
    else if (state !== 'verifying') handlers.onToken(null);
  });
  container.replaceChildren(widget);
  return {
    reset: () => {
      widget.reset();
    },
    remove: () => {
      widget.remove();
    },
  };
}
