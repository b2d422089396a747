import { createEffect, createEvent, createStore, sample } from 'effector';
import type { DiscoverContent } from '../api/discover-reply';
import { fetchDiscover } from '../api/fetch-discover';

export type DiscoverStatus = 'loading' | 'ready' | 'failed';

export const discoverOpened = createEvent();
export const discoverRetried = createEvent();

export const fetchDiscoverFx = createEffect(fetchDiscover);

/** Kept between visits: coming back shows the last content while it refreshes. */
export const $content = createStore<DiscoverContent | null>(null);
export const $status = createStore<DiscoverStatus>('loading');

sample({ clock: [discoverOpened, discoverRetried], target: fetchDiscoverFx });

$content.on(fetchDiscoverFx.doneData, (_, content) => content);
$status
  .on(fetchDiscoverFx, () => 'loading')
  .on(fetchDiscoverFx.done, () => 'ready')
  .on(fetchDiscoverFx.fail, () => 'failed');
