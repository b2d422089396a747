import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { logWarning } from '@/shared/lib/logger';
import {
  fetchLyrics,
  type FetchLyricsParams,
  LyricsNotFoundError,
  type LyricsReply,
  LyricsUnavailableError,
} from '../api/fetch-lyrics';
import { MISSING_ARTIST_OR_TITLE_MESSAGE, NO_LYRICS_MESSAGE } from '../config/lyrics-config';
import { hasArtistAndTitle, type LyricsTrackInput } from '../lib/lyrics-track';
import { type LyricsState, lyricsStateOf } from '../lib/lyrics-state';

/** The track whose lyrics to show (the player's current track), or null for none. */
export const lyricsRequested = createEvent<LyricsTrackInput | null>();

/** The call (GET {base}/api/get); tests replace its handler. */
export const fetchLyricsFx = createEffect<FetchLyricsParams, LyricsReply>(fetchLyrics);

/** The requested track's lyrics; null while no track is requested. */
export const $lyrics = createStore<LyricsState | null>(null);

/** Settled answers per track id, for the session: a track played again shows at once. */
const $answers = createStore<Record<string, LyricsState>>({});
/** The controller of the call in flight: a new request aborts it, and only its answer counts. */
const $controller = createStore<AbortController | null>(null, { serialize: 'ignore' });

const none = (message: string): LyricsState => ({ status: 'none', message });

type Request = { track: LyricsTrackInput; state: LyricsState } | { track: null; state: null };

/** Spec §5 first, then the session's answer, else loading. */
function stateOnRequest(
  answers: Record<string, LyricsState>,
  track: LyricsTrackInput | null,
): Request {
  if (track === null) return { track, state: null };
  const state: LyricsState = hasArtistAndTitle(track)
    ? (answers[track.id] ?? { status: 'loading' })
    : none(MISSING_ARTIST_OR_TITLE_MESSAGE);
  return { track, state };
}

interface Call {
  track: LyricsTrackInput;
  controller: AbortController;
}

/** Aborts the previous call and, when the request needs one, starts a new call's controller. */
const switchCallFx = attach({
  source: $controller,
  mapParams: (request: Request, previous) => ({ request, previous }),
  effect: createEffect(
    ({ request, previous }: { request: Request; previous: AbortController | null }) => {
      previous?.abort();
      if (request.track === null || request.state.status !== 'loading') return null;
      return { track: request.track, controller: new AbortController() };
    },
  ),
});

const logFailureFx = createEffect((error: unknown) => {
  logWarning('Lyrics could not be loaded', error);
});

const requested = sample({ clock: lyricsRequested, source: $answers, fn: stateOnRequest });
$lyrics.on(requested, (_, { state }) => state);
sample({ clock: requested, target: switchCallFx });
$controller.on(switchCallFx.doneData, (_, call) => call?.controller ?? null);
const callStarted = sample({
  clock: switchCallFx.doneData,
  filter: (call): call is Call => call !== null,
});
sample({
  clock: callStarted,
  fn: ({ track, controller }) => ({ track, signal: controller.signal }),
  target: fetchLyricsFx,
});

/** Only the call in flight for the current request may answer: older ones are stale. */
const isCurrent = (controller: AbortController | null, params: FetchLyricsParams) =>
  controller?.signal === params.signal;

const answered = sample({
  clock: fetchLyricsFx.done,
  source: $controller,
  filter: (controller, { params }) => isCurrent(controller, params),
  fn: (_, { params, result }) => ({ id: params.track.id, state: lyricsStateOf(result) }),
});

const failed = sample({
  clock: fetchLyricsFx.fail,
  source: $controller,
  filter: (controller, { params }) => isCurrent(controller, params),
  fn: (_, { params, error }) => ({ id: params.track.id, error }),
});

/** A 404 or a reply without lyrics is an answer; a failed call (network, 5xx) may be retried. */
const isAnswer = (error: unknown) =>
  error instanceof LyricsNotFoundError || error instanceof LyricsUnavailableError;

const settled = sample({
  clock: [
    answered,
    sample({
      clock: failed,
      filter: ({ error }) => isAnswer(error),
      fn: ({ id, error }) => ({ id, state: none(error.message) }),
    }),
  ],
});
const callFailed = sample({ clock: failed, filter: ({ error }) => !isAnswer(error) });

$lyrics.on(settled, (_, { state }) => state).on(callFailed, () => none(NO_LYRICS_MESSAGE));
$answers.on(settled, (answers, { id, state }) => ({ ...answers, [id]: state }));
sample({ clock: callFailed, fn: ({ error }) => error, target: logFailureFx });
