import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import type { StudioRelease, StudioTrack } from '@/entities/release';
import { sessionCheckRequested } from '@/entities/session';
import { explainFailure } from '@/shared/api';
import { createTrackSlot } from '../api/track-slots';
import { type TrackUploadStart, trackUploads } from '../api/tus-uploads';
import { planDroppedFiles, type SlotChoice } from '../lib/file-plan';
import { setLeaveWarning } from '../lib/leave-warning';
import { type UploadFailureFacts, uploadFailureText, uploadRetryable } from '../lib/upload-failure';
import { nextThroughput, NO_THROUGHPUT, type Throughput } from '../lib/upload-progress';

export type UploadPhase = 'uploading' | 'paused' | 'failed' | 'finished';

/** A file this page is sending (or sent) into a track slot; keyed by the track's id. */
export interface LocalUpload {
  trackId: string;
  releaseId: string;
  fileName: string;
  phase: UploadPhase;
  bytesSent: number;
  bytesTotal: number;
  throughput: Throughput;
  /** Why it failed, in the server's words when it gave some. */
  failure: string | null;
  /** Retry may help (not a file the server refused). */
  retryable: boolean;
}

export type LocalUploads = Readonly<Record<string, LocalUpload>>;

/** A file that was not sent, and why (dropped twice, empty, or its slot was refused). */
export interface FileProblem {
  fileName: string;
  message: string;
}

type ReleaseTracks = Pick<StudioRelease, 'id' | 'tracks'>;

/** Files dropped or picked for a release; its tracks tell which slots wait for a file again. */
export const filesChosen = createEvent<{ release: ReleaseTracks; files: File[] }>();
export const uploadPaused = createEvent<string>();
export const uploadResumed = createEvent<string>();
export const uploadRetried = createEvent<string>();
/** Stops an upload for good (the page then removes its track). */
export const uploadCancelled = createEvent<string>();
/** The release as the server sees it now: uploads it has taken over are forgotten here. */
export const releaseSeen = createEvent<ReleaseTracks>();

/** What the uploader reports, bound to the scope the upload was started in. */
export const uploadProgressed = createEvent<{
  trackId: string;
  bytesSent: number;
  bytesTotal: number;
  at: number;
}>();
export const uploadSucceeded = createEvent<string>();
export const uploadFailed = createEvent<{ trackId: string; failure: UploadFailureFacts }>();

export const createTrackSlotFx = createEffect(
  ({ releaseId, file }: { releaseId: string; file: File }): Promise<StudioTrack> =>
    createTrackSlot(releaseId, file),
);
export const startUploadFx = createEffect((start: TrackUploadStart): Promise<void> => {
  // The uploader calls back from Uppy's events, outside effector: bind them to this scope.
  const progressed = scopeBind(uploadProgressed, { safe: true });
  const succeeded = scopeBind(uploadSucceeded, { safe: true });
  const failed = scopeBind(uploadFailed, { safe: true });
  const renewSession = scopeBind(sessionCheckRequested, { safe: true });
  const { trackId } = start;
  return trackUploads().start(start, {
    progressed: (progress) => {
      progressed({ trackId, ...progress });
    },
    succeeded: () => {
      succeeded(trackId);
    },
    failed: (failure) => {
      failed({ trackId, failure });
    },
    unauthorised: () => {
      renewSession();
    },
  });
});
export const pauseUploadFx = createEffect(
  ({ trackId, paused }: { trackId: string; paused: boolean }) => {
    trackUploads().setPaused(trackId, paused);
  },
);
export const retryUploadFx = createEffect((trackId: string) => {
  trackUploads().retry(trackId);
});
export const cancelUploadFx = createEffect((trackId: string) => {
  trackUploads().cancel(trackId);
});

interface SendPlan {
  releaseId: string;
  files: { file: File; slot: SlotChoice }[];
}

/**
 * One file after another: its slot (a new one, created in order so the tracks keep the files'
 * order), then its upload, which runs on while the next file gets its slot.
 */
export const sendFilesFx = createEffect(async ({ releaseId, files }: SendPlan): Promise<void> => {
  for (const { file, slot } of files) {
    try {
      const trackId =
        slot.kind === 'resume' ? slot.trackId : (await createTrackSlotFx({ releaseId, file })).id;
      await startUploadFx({ releaseId, trackId, file });
    } catch {
      // Each failure is shown from createTrackSlotFx.fail or startUploadFx.fail; the next goes on.
    }
  }
});

export const $uploads = createStore<LocalUploads>({});
export const $fileProblems = createStore<FileProblem[]>([]);
/** Tracks this page is sending a file into (paused ones too): a second copy is not sent. */
export const $busyTrackIds = $uploads.map(
  (uploads) =>
    new Set(
      Object.values(uploads)
        .filter((upload) => upload.phase === 'uploading' || upload.phase === 'paused')
        .map((upload) => upload.trackId),
    ),
);
/** Something would be lost by closing the tab: the browser asks first (lib/leave-warning). */
export const $isSending = $busyTrackIds.map((busy) => busy.size > 0);
export const leaveWarningFx = createEffect((on: boolean) => {
  setLeaveWarning(on);
});
sample({ clock: $isSending.updates, target: leaveWarningFx });

/** A new track slot exists: the page shows it (and its upload) at once. */
export const trackSlotCreated = createTrackSlotFx.doneData;

const planned = sample({
  clock: filesChosen,
  source: $busyTrackIds,
  fn: (busy, { release, files }) => ({
    releaseId: release.id,
    plan: planDroppedFiles(files, release.tracks, busy),
  }),
});
sample({
  clock: planned,
  filter: ({ plan }) => plan.some((item) => 'slot' in item),
  fn: ({ releaseId, plan }): SendPlan => ({
    releaseId,
    files: plan.flatMap((item) => ('slot' in item ? [{ file: item.file, slot: item.slot }] : [])),
  }),
  target: sendFilesFx,
});

$fileProblems
  .on(planned, (_, { plan }) =>
    plan.flatMap((item) =>
      'problem' in item ? [{ fileName: item.file.name, message: item.problem }] : [],
    ),
  )
  .on(createTrackSlotFx.fail, (problems, { params, error }) => [
    ...problems,
    {
      fileName: params.file.name,
      message: `“${params.file.name}”: ${explainFailure(error, 'it could not be added. Try again.')}`,
    },
  ]);

/** A request about an upload that is in the phase it applies to (pause while uploading, …). */
const acceptedIn = (clock: typeof uploadPaused, accepts: (upload: LocalUpload) => boolean) =>
  sample({
    clock,
    source: $uploads,
    filter: (uploads, trackId) => {
      const upload = uploads[trackId];
      return upload !== undefined && accepts(upload);
    },
    fn: (_, trackId) => trackId,
  });
const pauseAccepted = acceptedIn(uploadPaused, (upload) => upload.phase === 'uploading');
const resumeAccepted = acceptedIn(uploadResumed, (upload) => upload.phase === 'paused');
const retryAccepted = acceptedIn(
  uploadRetried,
  (upload) => upload.phase === 'failed' && upload.retryable,
);

const update = (
  uploads: LocalUploads,
  trackId: string,
  change: (upload: LocalUpload) => Partial<LocalUpload>,
): LocalUploads => {
  const upload = uploads[trackId];
  return upload === undefined
    ? uploads
    : { ...uploads, [trackId]: { ...upload, ...change(upload) } };
};

$uploads
  .on(startUploadFx, (uploads, { releaseId, trackId, file }) => ({
    ...uploads,
    [trackId]: {
      trackId,
      releaseId,
      fileName: file.name,
      phase: 'uploading',
      bytesSent: 0,
      bytesTotal: file.size,
      throughput: NO_THROUGHPUT,
      failure: null,
      retryable: true,
    },
  }))
  .on(startUploadFx.fail, (uploads, { params, error }) =>
    update(uploads, params.trackId, () => ({
      phase: 'failed',
      failure: `The uploader could not start (${error.message}). Reload the page and drop the file again.`,
      retryable: false,
    })),
  )
  .on(uploadProgressed, (uploads, { trackId, bytesSent, bytesTotal, at }) =>
    update(uploads, trackId, (upload) => ({
      bytesSent,
      bytesTotal,
      throughput: nextThroughput(upload.throughput, { at, bytes: bytesSent }),
    })),
  )
  .on(uploadSucceeded, (uploads, trackId) =>
    update(uploads, trackId, (upload) => ({ phase: 'finished', bytesSent: upload.bytesTotal })),
  )
  .on(uploadFailed, (uploads, { trackId, failure }) =>
    update(uploads, trackId, () => ({
      phase: 'failed',
      failure: uploadFailureText(failure),
      retryable: uploadRetryable(failure),
    })),
  )
  .on(pauseAccepted, (uploads, trackId) => update(uploads, trackId, () => ({ phase: 'paused' })))
  // Paused time is not slow time: the speed is measured again from the first report.
  .on([resumeAccepted, retryAccepted], (uploads, trackId) =>
    update(uploads, trackId, () => ({
      phase: 'uploading',
      failure: null,
      throughput: NO_THROUGHPUT,
    })),
  )
  .on(uploadCancelled, (uploads, trackId) => {
    const { [trackId]: _cancelled, ...rest } = uploads;
    return rest;
  })
  .on(releaseSeen, (uploads, release) => forgetTakenOver(uploads, release));

/**
 * Uploads the server has taken over: a finished file whose track is past uploading (processing,
 * ready or failed there), and a finished or failed one whose track is gone.
 */
function forgetTakenOver(uploads: LocalUploads, release: ReleaseTracks): LocalUploads {
  const states = new Map(release.tracks.map((track) => [track.id, track.state]));
  const kept = Object.values(uploads).filter((upload) => {
    if (upload.releaseId !== release.id) return true;
    const state = states.get(upload.trackId);
    if (state === undefined) return upload.phase === 'uploading' || upload.phase === 'paused';
    return !(upload.phase === 'finished' && state !== 'uploading' && state !== 'awaiting_upload');
  });
  return kept.length === Object.keys(uploads).length
    ? uploads
    : Object.fromEntries(kept.map((upload) => [upload.trackId, upload]));
}

sample({
  clock: pauseAccepted,
  fn: (trackId) => ({ trackId, paused: true }),
  target: pauseUploadFx,
});
sample({
  clock: resumeAccepted,
  fn: (trackId) => ({ trackId, paused: false }),
  target: pauseUploadFx,
});
sample({ clock: retryAccepted, target: retryUploadFx });
sample({ clock: uploadCancelled, target: cancelUploadFx });
