import type { VerificationWidgetState } from './verification-widget';

/**
 * Issue 23 §4: shown on the submit button when it was pressed before the proof was ready; the
 * form is sent by itself as soon as it is.
 */
export const VERIFYING_MESSAGE = "Verifying you're human…";

/**
 * What the widget (or the component that loads it) reports. `ready` is on the page but not
 * started; `failed` is the provider's error or an expired proof that is not being renewed.
 */
export type WidgetReport =
  | { kind: 'loading' }
  | { kind: 'load-failed' }
  | { kind: 'unsupported' }
  | { kind: 'ready' }
  | { kind: 'verifying' }
  | { kind: 'verified'; token: string }
  | { kind: 'failed' };

/**
 * Where the human verification of one form stands. `unsupported` and `unavailable` (could not
 * load; retried every second) are the only phases in which the form truly cannot be sent.
 */
export type VerificationPhase =
  'loading' | 'ready' | 'verifying' | 'verified' | 'failed' | 'unsupported' | 'unavailable';

export function phaseAfter(report: WidgetReport): VerificationPhase {
  switch (report.kind) {
    case 'load-failed':
      return 'unavailable';
    case 'verified':
      return report.token === '' ? 'failed' : 'verified';
    default:
      return report.kind;
  }
}

export const tokenAfter = (report: WidgetReport): string | null =>
  report.kind === 'verified' && report.token !== '' ? report.token : null;

/** The form cannot be sent at all: the widget cannot run in this browser, or did not load. */
export const blocksSubmit = (phase: VerificationPhase): boolean =>
  phase === 'unsupported' || phase === 'unavailable';

/** A report that ends a wait without a proof. */
export const endsWithoutProof = (report: WidgetReport): boolean => {
  const phase = phaseAfter(report);
  return phase === 'failed' || blocksSubmit(phase);
};

/**
 * What a press of submit does: send now with the proof; wait for the proof (starting the widget
 * afresh when it is idle or failed, so a press is also the retry); or refuse, when the widget
 * cannot produce one here.
 */
export type SubmitVerdict =
  { kind: 'send'; token: string } | { kind: 'wait'; restart: boolean } | { kind: 'refuse' };

export function submitVerdict(phase: VerificationPhase, token: string | null): SubmitVerdict {
  if (token !== null) return { kind: 'send', token };
  if (blocksSubmit(phase)) return { kind: 'refuse' };
  return { kind: 'wait', restart: phase !== 'loading' && phase !== 'verifying' };
}

/** The box around the widget: our words while it is loading or cannot show, else the widget. */
export function frameStateOf(phase: VerificationPhase): VerificationWidgetState {
  switch (phase) {
    case 'loading':
      return 'loading';
    case 'unsupported':
      return 'unsupported';
    case 'unavailable':
      return 'failed';
    default:
      return 'shown';
  }
}
