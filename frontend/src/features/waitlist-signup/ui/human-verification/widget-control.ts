import type { WidgetReport } from '../../lib/verification-phase';

/**
 * When the widget starts solving by itself (ALTCHA's `auto`): once the form is first touched
 * (a focus inside it), or as soon as it is on the page (a form shown after the server asked
 * for a proof, where the person is already waiting).
 */
export type VerificationStart = 'onfocus' | 'onload';

/** What the form needs from a mounted widget, whichever provider it is. */
export interface WidgetControl {
  /** Starts a fresh proof (the old token is gone); ALTCHA mid-solve is not interrupted. */
  restart: () => void;
  remove: () => void;
}

export interface WidgetHandlers {
  /** Every change of the widget's state, in the model's words. */
  onReport: (report: WidgetReport) => void;
}
