import { createEffect, createEvent, sample } from 'effector';
import { not } from 'patronum';
import { failureMessage } from '@/shared/api';
import { toastShown } from '@/shared/lib/toast';
import { startQueueBoardSession } from '../api/queue-board-session';
import { openInNewTab } from '../lib/open-in-new-tab';

/** "Queue board" pressed in the admin navigation. */
export const queueBoardRequested = createEvent();

export const openQueueBoardFx = createEffect(() =>
  openInNewTab(async () => (await startQueueBoardSession()).url, {
    open: (url, target) => window.open(url, target),
    assign: (url) => {
      window.location.assign(url);
    },
  }),
);

export const $isOpeningQueueBoard = openQueueBoardFx.pending;

sample({ clock: queueBoardRequested, filter: not($isOpeningQueueBoard), target: openQueueBoardFx });
sample({
  clock: openQueueBoardFx.failData,
  fn: (error) => ({
    kind: 'error' as const,
    text: failureMessage(error, 'The queue board could not be opened. Try again.'),
  }),
  target: toastShown,
});
