import type { WidgetReport } from '../../lib/verification-phase';
import { ALTCHA_STRINGS } from '../../lib/verification-widget';
import type { VerificationStart, WidgetControl, WidgetHandlers } from './widget-control';

type AltchaState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error';

interface AltchaStateDetail {
  state: AltchaState;
  payload?: string;
}

/** The element's methods exist only once it has mounted (a microtask after it is attached). */
interface AltchaElement extends HTMLElement {
  reset?: () => void;
  verify?: () => Promise<void>;
  getState?: () => AltchaState;
}

function reportOf({ state, payload }: AltchaStateDetail): WidgetReport {
  switch (state) {
    case 'unverified':
      return { kind: 'ready' };
    case 'verifying':
      return { kind: 'verifying' };
    case 'verified':
      return { kind: 'verified', token: payload ?? '' };
    default:
      // 'error', 'expired' (a proof that is not renewed), and any state a later version adds.
      return { kind: 'failed' };
  }
}

/**
 * Mounts the official ALTCHA widget (a custom element, loaded on demand so other pages never
 * download it) in `container`. It fetches a v1 challenge from `challengeUrl`, solves it in Web
 * Workers with Web Crypto and reports its payload (base64 JSON {algorithm, challenge, number,
 * salt, signature}), which the form sends as `cfTurnstileToken`. It starts by itself (`auto`),
 * and renews a proof that expires while verified (the widget's default refetch on expiry).
 */
export async function mountAltcha(
  container: HTMLElement,
  challengeUrl: string,
  start: VerificationStart,
  handlers: WidgetHandlers,
): Promise<WidgetControl> {
  await import('altcha');
  await customElements.whenDefined('altcha-widget');
  const widget: AltchaElement = document.createElement('altcha-widget');
  widget.setAttribute('challengeurl', challengeUrl);
  widget.setAttribute('auto', start);
  widget.setAttribute('strings', JSON.stringify(ALTCHA_STRINGS));
  // Its logo is a link hidden from screen readers yet reachable by Tab (axe: aria-hidden-focus).
  widget.setAttribute('hidelogo', 'true');
  widget.addEventListener('statechange', (event) => {
    handlers.onReport(reportOf((event as CustomEvent<AltchaStateDetail>).detail));
  });
  // Not started yet; with `auto="onload"` its own 'verifying' follows at once.
  handlers.onReport({ kind: 'ready' });
  container.replaceChildren(widget);
  return {
    restart: () => {
      // Resetting a solving widget would abort its workers and end it in 'error' (altcha 2.3).
      if (widget.getState === undefined || widget.getState() === 'verifying') return;
      widget.reset?.();
      void widget.verify?.();
    },
    remove: () => {
      widget.remove();
    },
  };
}
