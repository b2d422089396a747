import {
  baseBodyOf,
  type CaseKind,
  type Draft,
  randomDraft,
  render,
  systematicDrafts,
} from './fuzz-drafts.js';
import type { Operation } from './openapi-operations.js';

export { type CaseKind, plausibleValue } from './fuzz-drafts.js';

export type Caller = 'member' | 'anonymous';

/** One generated request: what goes on the wire, and which caller sends it. */
export interface FuzzRequest {
  operationId: string;
  label: string;
  kind: CaseKind;
  caller: Caller;
  method: string;
  /** Already percent-encoded path and query. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const CALLERS = ['member', 'anonymous'] as const;

function toRequest(operation: Operation, draft: Draft, caller: Caller): FuzzRequest {
  return {
    operationId: operation.id,
    label: draft.label,
    kind: draft.kind,
    caller,
    method: draft.method ?? operation.method,
    path: render(operation, draft.url),
    headers: {
      ...(draft.body?.contentType !== undefined ? { 'content-type': draft.body.contentType } : {}),
      ...draft.headers,
    },
    ...(draft.body?.bytes ? { body: draft.body.bytes } : {}),
  };
}

function* floorDrafts(operation: Operation): Generator<Draft> {
  for (const { draft, floor } of systematicDrafts(operation, baseBodyOf(operation))) {
    if (floor) yield draft;
  }
}

/**
 * The requests every run sends for one operation, however slow the machine: every hostile URL
 * and JSON value (each in one of the fields, turn about), every body variant, header, URL shape
 * and method, and the plausible request — the callers taking turns, so both reach the operation.
 */
export function* floorRequests(operation: Operation): Generator<FuzzRequest> {
  let index = 0;
  for (const draft of floorDrafts(operation)) {
    yield toRequest(operation, draft, CALLERS[index++ % 2] ?? 'member');
  }
}

/**
 * The rest of the deterministic cases for one operation, the first thing a run adds while its
 * time budget lasts: the floor's cases from the other caller, then every hostile value in every
 * other field from both.
 */
export function* systematicExtras(operation: Operation): Generator<FuzzRequest> {
  let index = 0;
  for (const draft of floorDrafts(operation)) {
    yield toRequest(operation, draft, CALLERS[++index % 2] ?? 'anonymous');
  }
  for (const { draft, floor } of systematicDrafts(operation, baseBodyOf(operation))) {
    if (floor) continue;
    for (const caller of CALLERS) yield toRequest(operation, draft, caller);
  }
}

/** Random mixes for one operation, from both callers, for as long as the budget lasts. */
export function* randomRequests(
  operation: Operation,
  random: () => number,
): Generator<FuzzRequest> {
  const baseBody = baseBodyOf(operation);
  for (;;) {
    const draft = randomDraft(operation, baseBody, random);
    for (const caller of CALLERS) yield toRequest(operation, draft, caller);
  }
}

/**
 * A fixed set for one operation (the admin fuzz): every systematic case, then random mixes until
 * `perCaller` requests, each sent by a member (valid token) and by an anonymous caller.
 */
export function fuzzRequests(
  operation: Operation,
  perCaller: number,
  random: () => number,
): FuzzRequest[] {
  const baseBody = baseBodyOf(operation);
  const drafts = [...systematicDrafts(operation, baseBody)].map(({ draft }) => draft);
  while (drafts.length < perCaller) drafts.push(randomDraft(operation, baseBody, random));
  return drafts.flatMap((draft) => CALLERS.map((caller) => toRequest(operation, draft, caller)));
}
