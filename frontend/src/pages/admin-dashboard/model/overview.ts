import { createEffect, createEvent, createStore, sample } from 'effector';
import { not } from 'patronum';
import { type AdminOverview, fetchOverview } from '../api/overview-api';

export type OverviewStatus = 'loading' | 'ready' | 'failed';

export const overviewOpened = createEvent();
/** "Refresh" (and "Try again" after a failure): the figures are read again. */
export const overviewRefreshed = createEvent();

export const fetchOverviewFx = createEffect(fetchOverview);

export const $overview = createStore<AdminOverview | null>(null);
export const $overviewStatus = createStore<OverviewStatus>('loading');
export const $isRefreshing = fetchOverviewFx.pending;

sample({
  clock: [overviewOpened, overviewRefreshed],
  filter: not($isRefreshing),
  target: fetchOverviewFx,
});

$overview.on(fetchOverviewFx.doneData, (_, overview) => overview);
$overviewStatus
  .on(overviewOpened, () => 'loading')
  .on(fetchOverviewFx.done, () => 'ready')
  .on(fetchOverviewFx.fail, () => 'failed');
