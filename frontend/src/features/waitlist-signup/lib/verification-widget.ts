import type { VerificationConfig } from '../api/verification-config';

/** Spec §8: the widget's own states, in the spec's words. */
export const VERIFICATION_UNSUPPORTED_MESSAGE =
  'Verification challenge not supported by your browser.';
export const VERIFICATION_LOAD_FAILED_MESSAGE =
  'Could not load verification challenge. Please refresh.';
/** Spec §9: the widget is retried every second until it renders. */
export const VERIFICATION_RETRY_MS = 1000;

/** Where the widget is: loading it, shown (the person solves it), or unable to appear. */
export type VerificationWidgetState = 'loading' | 'shown' | 'unsupported' | 'failed';

/** The text shown beside the widget for a state, or null when the widget speaks for itself. */
export function verificationNotice(state: VerificationWidgetState): string | null {
  switch (state) {
    case 'loading':
      return 'Loading the human verification…';
    case 'shown':
      return null;
    case 'unsupported':
      return VERIFICATION_UNSUPPORTED_MESSAGE;
    case 'failed':
      return VERIFICATION_LOAD_FAILED_MESSAGE;
  }
}

/** The browser features a widget needs. */
export interface BrowserFeatures {
  subtleCrypto: boolean;
  workers: boolean;
  customElements: boolean;
}

export const browserFeatures = (): BrowserFeatures => ({
  // Web Crypto's `subtle` is missing outside secure contexts (plain http on another host).
  subtleCrypto:
    typeof crypto !== 'undefined' &&
    typeof (crypto as Partial<Crypto>).subtle?.digest === 'function',
  workers: typeof Worker !== 'undefined',
  customElements: typeof customElements !== 'undefined',
});

/**
 * Whether this browser can show the configured widget: ALTCHA hashes with Web Crypto in workers
 * inside a custom element; Turnstile reports its own support once loaded.
 */
export function widgetSupported(config: VerificationConfig, features: BrowserFeatures): boolean {
  if (config.provider === 'turnstile') return true;
  return features.subtleCrypto && features.workers && features.customElements;
}

/**
 * The ALTCHA widget's texts: ours where the spec has words (its error is the spec's "could not
 * load" text), otherwise plain English. No `waitAlert`: the widget would open a browser alert()
 * when submit is pressed while it solves; the form says "Verifying you're human…" instead.
 */
export const ALTCHA_STRINGS = {
  label: "I'm not a robot",
  verifying: 'Verifying…',
  verified: 'Verified',
  error: VERIFICATION_LOAD_FAILED_MESSAGE,
  expired: 'Verification expired. Please try again.',
  waitAlert: '',
  ariaLinkLabel: 'Visit altcha.org',
  footer: '',
} as const;
