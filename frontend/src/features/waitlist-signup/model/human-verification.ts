import {
  createEvent,
  createStore,
  type Event,
  type EventCallable,
  merge,
  sample,
  type Store,
} from 'effector';
import {
  blocksSubmit,
  endsWithoutProof,
  phaseAfter,
  submitVerdict,
  tokenAfter,
  type VerificationPhase,
  type WidgetReport,
} from '../lib/verification-phase';

/**
 * One form's human verification (issue 23 §4): the widget's token and phase, and "submit when
 * verified" — a press before the proof is ready waits for it instead of being lost. Any form that
 * needs a proof (the waitlists, the login and registration once the server asks) makes its own
 * with `createHumanVerification<Answers>()` and renders `<HumanVerification model={…} />`.
 */
export interface HumanVerificationModel<Payload> {
  /** What the widget reports (the HumanVerification component sends it). */
  widgetReported: EventCallable<WidgetReport>;
  /** The person pressed submit with these answers: they pass now with a proof, or once it is. */
  submitRequested: EventCallable<Payload>;
  /** The token was sent (it is single use) or refused: forget it and solve afresh. */
  tokenSpent: EventCallable<void>;
  /** The answers that wait are withdrawn (the form refused a later press by its own rule). */
  submitCancelled: EventCallable<void>;
  /** The form was opened afresh or left: no token, nothing waiting. */
  closed: EventCallable<void>;
  /** Go on: the answers with their proof, at once or when the proof arrived. */
  passed: Event<{ payload: Payload; token: string }>;
  /** No proof for these answers: the widget failed while they waited, or cannot run here. */
  refused: Event<Payload>;
  $phase: Store<VerificationPhase>;
  $token: Store<string | null>;
  /** A press is waiting for the proof (the form says "Verifying you're human…"). */
  $waiting: Store<boolean>;
  /** The form cannot be sent at all (its button is really disabled). */
  $blocked: Store<boolean>;
  /** Requests to start the widget afresh; the component watches it. */
  $restarts: Store<number>;
}

/** The part the widget's component uses: the same for every form, whatever its answers. */
export type HumanVerificationWidgetSide = Pick<
  HumanVerificationModel<unknown>,
  'widgetReported' | '$phase' | '$waiting' | '$restarts'
>;

type Step<Payload> =
  | { kind: 'send'; payload: Payload; token: string }
  | { kind: 'wait'; payload: Payload; restart: boolean }
  | { kind: 'refuse'; payload: Payload };

export function createHumanVerification<Payload>(): HumanVerificationModel<Payload> {
  const widgetReported = createEvent<WidgetReport>();
  const submitRequested = createEvent<Payload>();
  const tokenSpent = createEvent();
  const submitCancelled = createEvent();
  const closed = createEvent();

  const $phase = createStore<VerificationPhase>('loading');
  const $token = createStore<string | null>(null);
  // Wrapped, so that any answers (even undefined) can wait.
  const $held = createStore<{ payload: Payload } | null>(null);
  const $restarts = createStore(0);

  $phase.on(widgetReported, (_, report) => phaseAfter(report));
  $token.on(widgetReported, (_, report) => tokenAfter(report));

  const step = sample({
    clock: submitRequested,
    source: { phase: $phase, token: $token },
    fn: ({ phase, token }, payload): Step<Payload> => {
      const verdict = submitVerdict(phase, token);
      switch (verdict.kind) {
        case 'send':
          return { kind: 'send', payload, token: verdict.token };
        case 'wait':
          return { kind: 'wait', payload, restart: verdict.restart };
        case 'refuse':
          return { kind: 'refuse', payload };
      }
    },
  });
  const sendNow = sample({
    clock: step,
    filter: (s): s is Extract<Step<Payload>, { kind: 'send' }> => s.kind === 'send',
  });
  const wait = sample({
    clock: step,
    filter: (s): s is Extract<Step<Payload>, { kind: 'wait' }> => s.kind === 'wait',
  });
  const refuseNow = sample({ clock: step, filter: (s) => s.kind === 'refuse' });

  // A later press replaces the answers that wait (the person may have corrected something).
  $held.on(wait, (_, s) => ({ payload: s.payload }));

  const proofArrived = sample({
    clock: widgetReported,
    source: $held,
    filter: (held, report) => held !== null && tokenAfter(report) !== null,
    fn: (held, report) => ({
      payload: (held as { payload: Payload }).payload,
      token: tokenAfter(report) as string,
    }),
  });
  const proofLost = sample({
    clock: widgetReported,
    source: $held,
    filter: (held, report) => held !== null && endsWithoutProof(report),
    fn: (held) => (held as { payload: Payload }).payload,
  });
  $held.reset(proofArrived, proofLost, submitCancelled, closed);

  // An idle or failed widget starts when submit is pressed; a spent token is replaced at once,
  // so the next attempt does not wait. A widget that is solving is left alone.
  const restartRequested = merge([sample({ clock: wait, filter: (s) => s.restart }), tokenSpent]);
  $restarts.on(restartRequested, (count) => count + 1);
  $phase.on(restartRequested, (phase) =>
    phase === 'loading' || blocksSubmit(phase) ? phase : 'verifying',
  );
  $token.reset(tokenSpent);

  $phase.reset(closed);
  $token.reset(closed);

  return {
    widgetReported,
    submitRequested,
    tokenSpent,
    submitCancelled,
    closed,
    passed: merge([sendNow.map(({ payload, token }) => ({ payload, token })), proofArrived]),
    refused: merge([refuseNow.map(({ payload }) => payload), proofLost]),
    $phase,
    $token,
    $waiting: $held.map((held) => held !== null),
    $blocked: $phase.map(blocksSubmit),
    $restarts,
  };
}
