import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchTrackAnalytics, type TrackAnalytics } from '../api/analytics-api';
import { loadFailureText } from '../lib/dashboard-refusal';
import { analyticsQuery, type DashboardRequest, sameRequest } from '../lib/range';
import { $request, dashboardOpened, rangeChosen } from './dashboard';

export type TrackStatus = 'closed' | 'loading' | 'ready' | 'failed';

/** A track of the table was chosen: its figures and retention curve open beside the table. */
export const trackOpened = createEvent<string>();
export const trackClosed = createEvent();
export const trackRetried = createEvent();

export const fetchTrackFx = createEffect(
  ({ trackId, request }: { trackId: string; request: DashboardRequest }) =>
    fetchTrackAnalytics({ trackId, query: analyticsQuery(request) }),
);

export const $openTrackId = createStore<string | null>(null);
export const $trackFigures = createStore<TrackAnalytics | null>(null);
export const $trackStatus = createStore<TrackStatus>('closed');
export const $trackError = createStore<string | null>(null);

$openTrackId.on(trackOpened, (_, trackId) => trackId).reset(trackClosed, dashboardOpened);
$trackFigures.reset(trackOpened, trackClosed, dashboardOpened);

// Opening, retrying, or a new range while a track is open: (re)load that track's figures.
const requested = sample({
  clock: [trackOpened, trackRetried, rangeChosen],
  source: { trackId: $openTrackId, request: $request },
  filter: (open): open is { trackId: string; request: DashboardRequest } => open.trackId !== null,
});
sample({ clock: requested, target: fetchTrackFx });

const isCurrent = (
  open: { trackId: string | null; request: DashboardRequest },
  params: { trackId: string; request: DashboardRequest },
) => open.trackId === params.trackId && sameRequest(open.request, params.request);

const answered = sample({
  clock: fetchTrackFx.done,
  source: { trackId: $openTrackId, request: $request },
  filter: (open, { params }) => isCurrent(open, params),
  fn: (_, { result }) => result,
});
const failed = sample({
  clock: fetchTrackFx.fail,
  source: { trackId: $openTrackId, request: $request },
  filter: (open, { params }) => isCurrent(open, params),
  fn: (_, { error }) => error,
});

$trackFigures.on(answered, (_, figures) => figures);
$trackError.on(failed, (_, error) => loadFailureText(error)).reset(requested);
$trackStatus
  .on(requested, () => 'loading')
  .on(answered, () => 'ready')
  .on(failed, () => 'failed')
  .reset(trackClosed, dashboardOpened);
