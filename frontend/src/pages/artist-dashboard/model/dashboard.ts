import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { fetchArtistAnalytics, type ArtistAnalytics } from '../api/analytics-api';
import { loadFailureText, type Refusal, refusalOf, roleMayOpen } from '../lib/dashboard-refusal';
import {
  analyticsQuery,
  DEFAULT_RANGE,
  type DashboardRequest,
  type RangeChoice,
  sameRequest,
} from '../lib/range';

export type DashboardStatus = 'loading' | 'ready' | 'failed' | 'refused';

/**
 * The page opened: the session's role (null while unknown: the server decides) and, for an admin,
 * the artist named in the page address (`?artist_id=`).
 */
export const dashboardOpened = createEvent<{ role: string | null; artistId: string | null }>();
export const rangeChosen = createEvent<RangeChoice>();
export const dashboardRetried = createEvent();

export const fetchAnalyticsFx = createEffect((request: DashboardRequest) =>
  fetchArtistAnalytics(analyticsQuery(request)),
);

/** What is asked for now; a reply to anything older is dropped (quick range switches). */
export const $request = createStore<DashboardRequest>({ range: DEFAULT_RANGE, artistId: null });
/** The latest figures; kept (dimmed) while another range loads. */
export const $figures = createStore<ArtistAnalytics | null>(null);
export const $status = createStore<DashboardStatus>('loading');
export const $refusal = createStore<Refusal | null>(null);
export const $loadError = createStore<string | null>(null);

$request
  .on(dashboardOpened, (request, { artistId }) => ({ ...request, artistId }))
  .on(rangeChosen, (request, range) => ({ ...request, range }));
$figures.reset(dashboardOpened);
$refusal.reset(dashboardOpened);

const refusedByRole = sample({
  clock: dashboardOpened,
  filter: ({ role }) => !roleMayOpen(role),
  fn: (): Refusal => 'not_an_artist',
});
const $mayAsk = $refusal.map((refusal) => refusal === null);
const requested = merge([
  sample({ clock: dashboardOpened, filter: ({ role }) => roleMayOpen(role) }),
  sample({ clock: [rangeChosen, dashboardRetried], filter: $mayAsk }),
]);
sample({ clock: requested, source: $request, target: fetchAnalyticsFx });

const answered = sample({
  clock: fetchAnalyticsFx.done,
  source: $request,
  filter: (request, { params }) => sameRequest(request, params),
  fn: (_, { result }) => result,
});
const failed = sample({
  clock: fetchAnalyticsFx.fail,
  source: $request,
  filter: (request, { params }) => sameRequest(request, params),
  fn: (_, { error }) => error,
});
const refusedByServer = failed.filterMap((error) => refusalOf(error) ?? undefined);

$figures.on(answered, (_, figures) => figures);
$refusal.on([refusedByRole, refusedByServer], (_, refusal) => refusal);
$loadError.on(failed, (_, error) => loadFailureText(error)).reset(requested, answered);
$status
  .on(requested, () => 'loading')
  .on(answered, () => 'ready')
  .on(failed, (_, error) => (refusalOf(error) === null ? 'failed' : 'refused'))
  .on(refusedByRole, () => 'refused');
