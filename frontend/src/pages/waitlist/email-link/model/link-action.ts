import { createEffect, createEvent, createStore, sample } from 'effector';
import { failureMessage } from '@/shared/api';

/** A mailed link's page: waiting for the person, working, then the server's answer. */
export type LinkActionState =
  | { kind: 'missing-token' }
  | { kind: 'ready' }
  | { kind: 'working' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

export const LINK_FAILED_MESSAGE = 'Something went wrong.';

/**
 * The state of a page that spends a mailed single-use token (`?token=…`) on one call: opened with
 * the token, then `actionRequested` sends it.
 */
export function createLinkAction(call: (token: string) => Promise<string>) {
  const pageOpened = createEvent<string | null>();
  const actionRequested = createEvent();
  const actionFx = createEffect(call);

  const $token = createStore<string | null>(null).on(pageOpened, (_, token) => token);
  const $state = createStore<LinkActionState>({ kind: 'ready' })
    .on(pageOpened, (_, token) => (token === null ? { kind: 'missing-token' } : { kind: 'ready' }))
    .on(actionFx, () => ({ kind: 'working' }))
    .on(actionFx.doneData, (_, message) => ({ kind: 'done', message }))
    .on(actionFx.failData, (_, error) => ({
      kind: 'failed',
      message: failureMessage(error, LINK_FAILED_MESSAGE),
    }));

  sample({
    clock: actionRequested,
    source: { token: $token, state: $state },
    filter: ({ token, state }) => token !== null && state.kind === 'ready',
    fn: ({ token }) => token ?? '',
    target: actionFx,
  });

  return { pageOpened, actionRequested, actionFx, $state };
}
