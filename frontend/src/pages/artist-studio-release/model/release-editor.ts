import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  fetchStudioRelease,
  releaseLoadStatusOf,
  type StudioRefusal,
  type StudioRelease,
  type StudioTrack,
  studioRefusalOf,
  studioRefusalOfRole,
} from '@/entities/release';
import {
  $uploads,
  releaseSeen,
  trackSlotCreated,
  uploadSucceeded,
} from '@/features/studio-track-uploads';
import { POLL_INTERVAL_MS, shouldPoll } from '../lib/track-status';

export type EditorStatus = 'new' | 'loading' | 'ready' | 'failed' | 'refused' | 'not_found';

/** The page opened: a release's id (null: a new one), the session's role, an admin's artist. */
export const editorOpened = createEvent<{
  releaseId: string | null;
  role: string | null;
  artistId: string | null;
}>();
export const editorClosed = createEvent();
export const editorRetried = createEvent();
/** A reply that carries the whole release (a save, a publish): shown at once. */
export const releaseReplaced = createEvent<StudioRelease>();
/** A reply that carries one track (an edit, a retry). */
export const trackReplaced = createEvent<StudioTrack>();
/** The tracks in a new order before the server confirms it (keyboard moves feel instant). */
export const tracksReordered = createEvent<StudioTrack[]>();
export const trackDropped = createEvent<string>();
/** Something changed that only the server can tell the consequences of (the checklist). */
export const releaseRefreshRequested = createEvent();

interface FetchRequest {
  releaseId: string;
  /** Which request this is: a reply to an older one is dropped (polls overlap with edits). */
  seq: number;
}

export const fetchReleaseFx = createEffect(({ releaseId }: FetchRequest) =>
  fetchStudioRelease(releaseId),
);
/** The pause between polls; tests answer it at once. */
export const waitForPollFx = createEffect(
  () =>
    new Promise<void>((resolve) => {
      setTimeout(resolve, POLL_INTERVAL_MS);
    }),
);

export const $releaseId = createStore<string | null>(null);
/** An admin's artist (`?artist_id=`) for a new release; null: the caller's own. */
export const $artistId = createStore<string | null>(null);
export const $isOpen = createStore(false);
const $seq = createStore(0);
export const $release = createStore<StudioRelease | null>(null);
export const $status = createStore<EditorStatus>('loading');
export const $refusal = createStore<StudioRefusal | null>(null);
export const $loadError = createStore<string | null>(null);

/** Whether something on the page changes by itself: then the release is asked for every ~2 s. */
export const $shouldPoll = combine(
  $release,
  $uploads,
  (release, uploads) => release !== null && shouldPoll(release.tracks, uploads),
);

const opened = sample({
  clock: editorOpened,
  filter: ({ role }) => studioRefusalOfRole(role) === null,
});
const refusedByRole = editorOpened.filterMap(({ role }) => studioRefusalOfRole(role) ?? undefined);

$isOpen.on(editorOpened, () => true).on(editorClosed, () => false);
$releaseId.on(editorOpened, (_, { releaseId }) => releaseId);
$artistId.on(editorOpened, (_, { artistId }) => artistId);
// The release just created keeps showing while its own address opens (no flash of "loading").
$release.on(editorOpened, (release, { releaseId }) =>
  release !== null && release.id === releaseId ? release : null,
);
$refusal.on(refusedByRole, (_, refusal) => refusal).reset(opened);
$status
  .on(opened, (status, { releaseId }) => {
    if (releaseId === null) return 'new';
    return status === 'ready' ? status : 'loading';
  })
  .on(refusedByRole, () => 'refused');

const pollState = { should: $shouldPoll, open: $isOpen, waiting: waitForPollFx.pending };
const pollDue = sample({
  clock: waitForPollFx.done,
  source: pollState,
  filter: ({ should, open }) => should && open,
});

const fetchWanted = sample({
  clock: [
    pollDue,
    sample({ clock: opened, filter: ({ releaseId }) => releaseId !== null }),
    editorRetried,
    releaseRefreshRequested,
    trackSlotCreated,
    uploadSucceeded,
  ],
  source: { releaseId: $releaseId, seq: $seq, open: $isOpen, refusal: $refusal },
  filter: ({ releaseId, open, refusal }) => releaseId !== null && open && refusal === null,
  fn: ({ releaseId, seq }): FetchRequest => ({ releaseId: releaseId ?? '', seq: seq + 1 }),
});
$seq.on(fetchWanted, (_, { seq }) => seq);
sample({ clock: fetchWanted, target: fetchReleaseFx });
$status.on(editorRetried, (status) => (status === 'failed' ? 'loading' : status));

const current = { seq: $seq, releaseId: $releaseId };
const answered = sample({
  clock: fetchReleaseFx.done,
  source: current,
  filter: (now, { params }) => now.seq === params.seq && now.releaseId === params.releaseId,
  fn: (_, { result }) => result,
});
const failed = sample({
  clock: fetchReleaseFx.fail,
  source: { ...current, release: $release },
  // A poll that fails while the release is on screen changes nothing: the next one may pass.
  filter: (now, { params }) =>
    now.seq === params.seq && now.releaseId === params.releaseId && now.release === null,
  fn: (_, { error }) => error,
});

$release
  .on([answered, releaseReplaced], (_, release) => release)
  .on(trackReplaced, (release, track) =>
    release === null
      ? null
      : { ...release, tracks: release.tracks.map((old) => (old.id === track.id ? track : old)) },
  )
  .on(trackSlotCreated, (release, track) =>
    release === null || release.tracks.some((old) => old.id === track.id)
      ? release
      : { ...release, tracks: [...release.tracks, track] },
  )
  .on(tracksReordered, (release, tracks) => (release === null ? null : { ...release, tracks }))
  .on(trackDropped, (release, trackId) =>
    release === null
      ? null
      : { ...release, tracks: release.tracks.filter((track) => track.id !== trackId) },
  );
$status.on([answered, releaseReplaced], () => 'ready');
$status.on(failed, (_, error) => releaseLoadStatusOf(error));
$refusal.on(failed, (refusal, error) => studioRefusalOf(error) ?? refusal);
$loadError
  .on(failed, () => 'We could not load this release. Check your connection and try again.')
  .reset(answered, editorOpened);

sample({ clock: answered, target: releaseSeen });

// Polling: after each answer, and when something starts changing by itself, wait and ask again.
sample({
  clock: [answered, $shouldPoll.updates],
  source: pollState,
  filter: ({ should, open, waiting }) => should && open && !waiting,
  target: waitForPollFx,
});
