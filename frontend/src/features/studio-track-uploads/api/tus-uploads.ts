import type { Uppy, UppyFile } from '@uppy/core';
import type { TusBody, TusDetailedError, TusOptions } from '@uppy/tus';
import { readAccessToken } from '@/shared/lib/token-storage';
import { shouldRetryRequest, type UploadFailureFacts } from '../lib/upload-failure';

/** Where masters go over tus (backend publishing/uploads, docs/adr/0043). */
export const UPLOADS_PATH = '/api/studio/uploads';
/** Progress reaches the model at most this often (XHR reports many times a second). */
const PROGRESS_INTERVAL_MS = 250;

/** The only metadata the server keeps: the slot the bytes are for, and the file's name. */
type UploadMeta = { trackId: string; filename: string };
type StudioUppy = Uppy<UploadMeta, TusBody>;
type StudioFile = UppyFile<UploadMeta, TusBody>;
type HttpStack = NonNullable<TusOptions<UploadMeta, TusBody>['httpStack']>;

/** What the uploader tells the model about one file. */
export interface UploadListener {
  progressed: (progress: { bytesSent: number; bytesTotal: number; at: number }) => void;
  succeeded: () => void;
  failed: (failure: UploadFailureFacts) => void;
  /** The server said the token is no longer valid: a session check renews it before the retry. */
  unauthorised: () => void;
}

export interface TrackUploadStart {
  releaseId: string;
  trackId: string;
  file: File;
}

/** Masters' uploads: start one into a track slot, pause, resume, retry or cancel it. */
export interface TrackUploads {
  start: (start: TrackUploadStart, listener: UploadListener) => Promise<void>;
  setPaused: (trackId: string, paused: boolean) => void;
  retry: (trackId: string) => void;
  cancel: (trackId: string) => void;
}

export interface TrackUploadsOptions {
  /** The tus endpoint, absolute (relative upload addresses are resolved against it). */
  endpoint: string;
  /** How requests are sent: the browser's XMLHttpRequest unless given (tests give a fake server). */
  httpStack?: HttpStack;
  /** Waits before each automatic retry of a failed request (tus-js-client's `retryDelays`). */
  retryDelays?: number[];
}

interface Tracked {
  uppy: StudioUppy;
  fileId: string;
  listener: UploadListener;
  lastReportAt: number;
}

const trackIdOf = (file: StudioFile | undefined): string => file?.meta.trackId ?? '';

/** The failed request's status and body, from the error tus gave up with. */
function failureOf(error: unknown): UploadFailureFacts {
  const response = (error as Partial<TusDetailedError> | null)?.originalResponse ?? null;
  const status = response === null ? null : response.getStatus();
  const body = response === null ? null : response.getBody();
  return {
    status: status === 0 ? null : status,
    body: typeof body === 'string' && body !== '' ? body : null,
    offline: typeof navigator !== 'undefined' && !navigator.onLine,
  };
}

/**
 * Uploads over tus with Uppy (`@uppy/core` + `@uppy/tus`, loaded on the first file, so the
 * studio's other screens never load them). One Uppy per release: its id names the release, and
 * tus fingerprints a file by Uppy's file id (name, type, size, last change) plus that id, so a
 * file dropped again after a reload resumes its own upload on this release (the address is kept
 * in localStorage until the upload ends), never one on another release.
 */
export function createTrackUploads(options: TrackUploadsOptions): TrackUploads {
  const tracked = new Map<string, Tracked>();
  const uppies = new Map<string, Promise<StudioUppy>>();

  async function createUppy(releaseId: string): Promise<StudioUppy> {
    const { Uppy, Tus } = await import('./uppy-modules');
    const uppy: StudioUppy = new Uppy<UploadMeta, TusBody>({
      id: `studio-release-${releaseId}`,
      autoProceed: true,
      allowMultipleUploadBatches: true,
    });
    uppy.use(Tus, {
      endpoint: options.endpoint,
      ...(options.httpStack === undefined ? {} : { httpStack: options.httpStack }),
      // Uppy would send every field of its file object; the server keeps only these two.
      allowedMetaFields: ['trackId', 'filename'],
      removeFingerprintOnSuccess: true,
      retryDelays: options.retryDelays ?? [0, 1_000, 3_000, 5_000, 10_000, 20_000],
      // Read for every request: a long upload outlives an access token.
      onBeforeRequest: (request) => {
        const token = readAccessToken();
        if (token !== null) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onShouldRetry: (error, retryAttempt, _options, next) => {
        const status = error.originalResponse?.getStatus() ?? null;
        if (status === 401) {
          // Any of this release's listeners will do: they all ask the one session to renew.
          [...tracked.values()].find((entry) => entry.uppy === uppy)?.listener.unauthorised();
        }
        return shouldRetryRequest(status, retryAttempt, () => next(error));
      },
    });
    uppy.on('upload-progress', (file, progress) => {
      const entry = tracked.get(trackIdOf(file));
      if (entry === undefined || file === undefined) return;
      const bytesTotal = progress.bytesTotal ?? file.size ?? 0;
      const now = Date.now();
      const done = progress.bytesUploaded >= bytesTotal;
      if (!done && now - entry.lastReportAt < PROGRESS_INTERVAL_MS) return;
      entry.lastReportAt = now;
      entry.listener.progressed({ bytesSent: progress.bytesUploaded, bytesTotal, at: now });
    });
    uppy.on('upload-success', (file) => {
      tracked.get(trackIdOf(file))?.listener.succeeded();
    });
    uppy.on('upload-error', (file, error) => {
      tracked.get(trackIdOf(file))?.listener.failed(failureOf(error));
    });
    return uppy;
  }

  function uppyFor(releaseId: string): Promise<StudioUppy> {
    let uppy = uppies.get(releaseId);
    if (uppy === undefined) {
      uppy = createUppy(releaseId);
      uppies.set(releaseId, uppy);
    }
    return uppy;
  }

  /** Adds the file under its track; the same file left over from an earlier try is replaced. */
  function addFile(uppy: StudioUppy, { trackId, file }: TrackUploadStart): string {
    const previous = tracked.get(trackId);
    if (previous !== undefined) uppy.removeFile(previous.fileId);
    for (const stale of uppy.getFiles()) {
      if (stale.name === file.name && stale.size === file.size) uppy.removeFile(stale.id);
    }
    return uppy.addFile({
      name: file.name,
      type: file.type,
      data: file,
      meta: { trackId, filename: file.name },
    });
  }

  function withFile(trackId: string, act: (uppy: StudioUppy, fileId: string) => void): void {
    const entry = tracked.get(trackId);
    if (entry !== undefined) act(entry.uppy, entry.fileId);
  }

  return {
    async start(start, listener) {
      const uppy = await uppyFor(start.releaseId);
      const fileId = addFile(uppy, start);
      tracked.set(start.trackId, { uppy, fileId, listener, lastReportAt: 0 });
    },
    setPaused(trackId, paused) {
      withFile(trackId, (uppy, fileId) => {
        if ((uppy.getFile(fileId).isPaused ?? false) !== paused) uppy.pauseResume(fileId);
      });
    },
    retry(trackId) {
      withFile(trackId, (uppy, fileId) => {
        void uppy.retryUpload(fileId);
      });
    },
    /** Stops the upload and lets it go (tus asks the server to drop what it received). */
    cancel(trackId) {
      withFile(trackId, (uppy, fileId) => {
        uppy.removeFile(fileId);
      });
      tracked.delete(trackId);
    },
  };
}

let browserUploads: TrackUploads | null = null;

/** The page's uploads, to this origin's endpoint (the API serves the app: one origin). */
export function trackUploads(): TrackUploads {
  browserUploads ??= createTrackUploads({ endpoint: `${location.origin}${UPLOADS_PATH}` });
  return browserUploads;
}
