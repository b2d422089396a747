import { allSettled, fork } from 'effector';
import { studioReleaseFixture, studioTrackFixture } from '@/entities/release/index.testing';
import { ApiError } from '@/shared/api';
import type { TrackUploadStart } from '../api/tus-uploads';
import {
  $fileProblems,
  $isSending,
  $uploads,
  cancelUploadFx,
  createTrackSlotFx,
  filesChosen,
  leaveWarningFx,
  pauseUploadFx,
  releaseSeen,
  retryUploadFx,
  startUploadFx,
  uploadCancelled,
  uploadFailed,
  uploadPaused,
  uploadProgressed,
  uploadResumed,
  uploadRetried,
  uploadSucceeded,
} from './uploads';

const fileOf = (name: string, bytes = 1_000) => new File([new Uint8Array(bytes)], name);

function setup({ refuseSlotFor = '' } = {}) {
  const slots: string[] = [];
  const started: TrackUploadStart[] = [];
  const calls: string[] = [];
  const warnings: string[] = [];
  const scope = fork({
    handlers: [
      [
        createTrackSlotFx,
        ({ file }: { file: File }) => {
          if (file.name === refuseSlotFor) {
            return Promise.reject(
              new ApiError(
                409,
                'Conflict',
                'A release can have at most 100 tracks.',
                'STUDIO.TOO_MANY_TRACKS',
              ),
            );
          }
          slots.push(file.name);
          return Promise.resolve(
            studioTrackFixture({
              id: `track-${slots.length}`,
              state: 'awaiting_upload',
              file_name: file.name,
            }),
          );
        },
      ],
      [
        startUploadFx,
        (start: TrackUploadStart) => {
          started.push(start);
          return Promise.resolve();
        },
      ],
      [
        pauseUploadFx,
        ({ trackId, paused }: { trackId: string; paused: boolean }) =>
          void calls.push(`${paused ? 'pause' : 'resume'} ${trackId}`),
      ],
      [retryUploadFx, (trackId: string) => void calls.push(`retry ${trackId}`)],
      [cancelUploadFx, (trackId: string) => void calls.push(`cancel ${trackId}`)],
      [leaveWarningFx, (on: boolean) => void warnings.push(on ? 'on' : 'off')],
    ],
  });
  return { scope, slots, started, calls, warnings };
}

const noTracks = studioReleaseFixture({ tracks: [] });

describe('sending dropped files', () => {
  test('each file gets a slot, in name order, then its upload; an empty file is not sent', async () => {
    const { scope, slots, started } = setup();
    const files = [fileOf('02 Tide.wav'), fileOf('01 Intro.wav'), fileOf('03 Empty.wav', 0)];

    await allSettled(filesChosen, { scope, params: { release: noTracks, files } });

    expect(slots).toEqual(['01 Intro.wav', '02 Tide.wav']);
    expect(started.map(({ trackId, file }) => [trackId, file.name])).toEqual([
      ['track-1', '01 Intro.wav'],
      ['track-2', '02 Tide.wav'],
    ]);
    expect(scope.getState($uploads)['track-1']).toMatchObject({
      releaseId: noTracks.id,
      fileName: '01 Intro.wav',
      phase: 'uploading',
      bytesSent: 0,
      bytesTotal: 1_000,
    });
    expect(scope.getState($fileProblems)).toEqual([
      { fileName: '03 Empty.wav', message: '“03 Empty.wav” is empty: there is nothing to upload.' },
    ]);
  });

  test('a file whose upload stopped resumes into its own slot, with no new slot', async () => {
    const { scope, slots, started } = setup();
    const stopped = studioTrackFixture({
      id: 'stopped',
      state: 'uploading',
      file_name: 'a.wav',
      file_size: 1_000,
    });

    await allSettled(filesChosen, {
      scope,
      params: { release: studioReleaseFixture({ tracks: [stopped] }), files: [fileOf('a.wav')] },
    });

    expect(slots).toEqual([]);
    expect(started.map(({ trackId }) => trackId)).toEqual(['stopped']);
  });

  test("a refused slot says why in the server's words, and the next file still goes", async () => {
    const { scope, started } = setup({ refuseSlotFor: 'a.wav' });

    await allSettled(filesChosen, {
      scope,
      params: { release: noTracks, files: [fileOf('a.wav'), fileOf('b.wav')] },
    });

    expect(scope.getState($fileProblems)).toEqual([
      { fileName: 'a.wav', message: '“a.wav”: A release can have at most 100 tracks.' },
    ]);
    expect(started.map(({ file }) => file.name)).toEqual(['b.wav']);
  });
});

describe('an upload as it runs', () => {
  async function uploading() {
    const context = setup();
    await allSettled(filesChosen, {
      scope: context.scope,
      params: { release: noTracks, files: [fileOf('a.wav', 4_000)] },
    });
    return context;
  }

  test('progress measures the speed; success leaves it until the server has taken over', async () => {
    const { scope } = await uploading();
    await allSettled(uploadProgressed, {
      scope,
      params: { trackId: 'track-1', bytesSent: 1_000, bytesTotal: 4_000, at: 0 },
    });
    await allSettled(uploadProgressed, {
      scope,
      params: { trackId: 'track-1', bytesSent: 2_000, bytesTotal: 4_000, at: 1_000 },
    });
    expect(scope.getState($uploads)['track-1']).toMatchObject({
      bytesSent: 2_000,
      throughput: { bytesPerSecond: 1_000 },
    });

    await allSettled(uploadSucceeded, { scope, params: 'track-1' });
    expect(scope.getState($uploads)['track-1']).toMatchObject({
      phase: 'finished',
      bytesSent: 4_000,
    });

    // Still "uploading" on the server (the last poll came first): kept.
    const serverUploading = studioTrackFixture({ id: 'track-1', state: 'uploading' });
    await allSettled(releaseSeen, {
      scope,
      params: { id: noTracks.id, tracks: [serverUploading] },
    });
    expect(scope.getState($uploads)['track-1']).toBeDefined();

    const serverProcessing = { ...serverUploading, state: 'processing' as const };
    await allSettled(releaseSeen, {
      scope,
      params: { id: noTracks.id, tracks: [serverProcessing] },
    });
    expect(scope.getState($uploads)).toEqual({});
  });

  test('a file the server refuses shows its reason and offers no retry', async () => {
    const { scope, calls } = await uploading();
    const message = 'This file is a PDF, not audio. Upload WAV, AIFF, FLAC, ALAC, MP3 or Ogg.';
    await allSettled(uploadFailed, {
      scope,
      params: {
        trackId: 'track-1',
        failure: {
          status: 415,
          body: JSON.stringify({
            statusCode: 415,
            code: 'UPLOADS.NOT_AUDIO',
            error: message,
            message,
          }),
          offline: false,
        },
      },
    });
    expect(scope.getState($uploads)['track-1']).toMatchObject({
      phase: 'failed',
      failure: message,
      retryable: false,
    });

    await allSettled(uploadRetried, { scope, params: 'track-1' });
    expect(scope.getState($uploads)['track-1']?.phase).toBe('failed');
    expect(calls).toEqual([]);
  });

  test('a lost connection can be retried; pause, resume and cancel reach the uploader', async () => {
    const { scope, calls } = await uploading();
    await allSettled(uploadFailed, {
      scope,
      params: { trackId: 'track-1', failure: { status: null, body: null, offline: false } },
    });
    await allSettled(uploadRetried, { scope, params: 'track-1' });
    expect(scope.getState($uploads)['track-1']).toMatchObject({
      phase: 'uploading',
      failure: null,
    });

    await allSettled(uploadPaused, { scope, params: 'track-1' });
    expect(scope.getState($uploads)['track-1']?.phase).toBe('paused');
    await allSettled(uploadResumed, { scope, params: 'track-1' });
    expect(scope.getState($uploads)['track-1']?.phase).toBe('uploading');
    await allSettled(uploadCancelled, { scope, params: 'track-1' });
    expect(scope.getState($uploads)).toEqual({});

    expect(calls).toEqual(['retry track-1', 'pause track-1', 'resume track-1', 'cancel track-1']);
  });
});

describe('closing the tab mid-upload', () => {
  test('the browser asks while a file is on its way, and stops asking once all have arrived', async () => {
    const { scope, warnings } = setup();
    await allSettled(filesChosen, {
      scope,
      params: { release: noTracks, files: [fileOf('01 Intro.wav'), fileOf('02 Tide.wav')] },
    });
    expect(scope.getState($isSending)).toBe(true);
    expect(warnings).toEqual(['on']);

    await allSettled(uploadSucceeded, { scope, params: 'track-1' });
    expect(scope.getState($isSending)).toBe(true);
    await allSettled(uploadSucceeded, { scope, params: 'track-2' });
    expect(scope.getState($isSending)).toBe(false);
    expect(warnings).toEqual(['on', 'off']);
  });
});
