import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { explainFailure } from '@/shared/api';
import { toastShown } from '@/shared/lib/toast';
import { type AdminRelease, restoreRelease, takeDownRelease } from '../api/admin-releases-api';
import { type DecisionKind, doneMessageOf, reasonProblem } from '../lib/decision';
import { releasesList, releasesPageOpened } from './releases-list';

/** A decision about one release, waiting for its reason and confirmation. */
export interface PendingDecision {
  kind: DecisionKind;
  release: AdminRelease;
}

export interface DecisionRequest {
  kind: DecisionKind;
  id: string;
  reason: string;
}

export const decisionAsked = createEvent<PendingDecision>();
export const reasonTyped = createEvent<string>();
export const decisionConfirmed = createEvent();
export const decisionCancelled = createEvent();

export const decideFx = createEffect(
  ({ kind, id, reason }: DecisionRequest): Promise<AdminRelease> =>
    kind === 'take_down' ? takeDownRelease({ id, reason }) : restoreRelease({ id, reason }),
);

/** The decision whose dialog is open, or null. */
export const $decision = createStore<PendingDecision | null>(null)
  .on(decisionAsked, (_, decision) => decision)
  .reset(decisionCancelled, decideFx.done, releasesPageOpened);
export const $reason = createStore('')
  .on(reasonTyped, (_, reason) => reason)
  .reset(decisionAsked);
/** Why the typed reason cannot be sent, once a confirmation was refused for it. */
export const $reasonError = createStore<string | null>(null).reset(
  decisionAsked,
  decisionCancelled,
);
/** Why the server refused the decision, in its words (shown in the dialog). */
export const $decisionError = createStore<string | null>(null)
  .on(decideFx.failData, (_, error) => explainFailure(error, 'That did not work. Try again.'))
  .reset(decisionAsked, decisionCancelled, decisionConfirmed);
export const $isDeciding = decideFx.pending;

/** The open decision with its reason as typed, and why that reason cannot be sent (or null). */
interface CheckedDecision {
  decision: PendingDecision;
  reason: string;
  problem: string | null;
}
const $checked = combine($decision, $reason, (decision, reason): CheckedDecision | null =>
  decision === null ? null : { decision, reason, problem: reasonProblem(decision.kind, reason) },
);

sample({
  clock: decisionConfirmed,
  source: $checked,
  filter: Boolean,
  fn: ({ problem }) => problem,
  target: $reasonError,
});
// Once shown, the problem follows the typing, so it goes as soon as the reason will do.
sample({
  clock: reasonTyped,
  source: { error: $reasonError, checked: $checked },
  filter: ({ error }) => error !== null,
  fn: ({ checked }) => checked?.problem ?? null,
  target: $reasonError,
});
/** The decision as it would be sent now; null while it cannot be (no reason yet, or one on its way). */
const $request = combine($checked, $isDeciding, (checked, busy): DecisionRequest | null =>
  checked === null || checked.problem !== null || busy
    ? null
    : {
        kind: checked.decision.kind,
        id: checked.decision.release.id,
        reason: checked.reason.trim(),
      },
);
sample({
  clock: decisionConfirmed,
  source: $request,
  filter: (request): request is DecisionRequest => request !== null,
  target: decideFx,
});

// The row shows what the server answered: its state, the reason and when.
releasesList.$items.on(decideFx.doneData, (items, release) =>
  items.map((item) => (item.id === release.id ? release : item)),
);
sample({
  clock: decideFx.done,
  fn: ({ params, result }) => ({
    kind: 'success' as const,
    text: doneMessageOf(params.kind, result),
  }),
  target: toastShown,
});
