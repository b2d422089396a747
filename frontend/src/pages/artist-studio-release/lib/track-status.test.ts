import { studioTrackFixture } from '@/entities/release/index.testing';
import { localUploadFixture } from '@/features/studio-track-uploads/index.testing';
import { shouldPoll, trackStatus } from './track-status';

const TRACK_ID = '00000000-0000-4000-8000-000000000001';

describe('trackStatus', () => {
  test("the server's states, in the artist's words", () => {
    expect(trackStatus(studioTrackFixture({ state: 'ready' }), undefined)).toEqual({
      kind: 'ready',
    });
    expect(
      trackStatus(
        studioTrackFixture({ state: 'processing', step: 'encoding', progress: 41.6 }),
        undefined,
      ),
    ).toEqual({ kind: 'processing', step: 'Making the streams and the preview', percent: 42 });
    expect(
      trackStatus(
        studioTrackFixture({
          state: 'failed',
          failure_reason: 'This file is cut short.',
          retryable: true,
        }),
        undefined,
      ),
    ).toEqual({ kind: 'failed', reason: 'This file is cut short.', retryable: true });
  });

  test('an upload this page sends wins over the slot the server sees', () => {
    const upload = localUploadFixture({ trackId: TRACK_ID });
    expect(trackStatus(studioTrackFixture({ state: 'uploading' }), upload)).toEqual({
      kind: 'uploading',
      upload,
    });
    expect(
      trackStatus(studioTrackFixture({ state: 'uploading' }), { ...upload, phase: 'finished' }),
    ).toEqual({ kind: 'upload_finished' });
  });

  test('without this page sending it, a slot waiting for bytes was interrupted', () => {
    expect(
      trackStatus(studioTrackFixture({ state: 'uploading', file_name: 'a.wav' }), undefined),
    ).toEqual({ kind: 'upload_interrupted', fileName: 'a.wav' });
    expect(
      trackStatus(studioTrackFixture({ state: 'awaiting_upload', file_name: 'a.wav' }), undefined),
    ).toEqual({ kind: 'awaiting_file', fileName: 'a.wav' });
  });

  test("a failed upload shows the uploader's reason until the server has its own", () => {
    const upload = localUploadFixture({
      phase: 'failed',
      failure: 'The connection to Encore was lost.',
      retryable: true,
    });
    expect(trackStatus(studioTrackFixture({ state: 'uploading' }), upload)).toMatchObject({
      kind: 'upload_failed',
      reason: 'The connection to Encore was lost.',
      retryable: true,
    });
    expect(
      trackStatus(
        studioTrackFixture({
          state: 'failed',
          failure_reason: 'This file is a PDF, not audio.',
          retryable: false,
        }),
        { ...upload, retryable: false },
      ),
    ).toEqual({ kind: 'failed', reason: 'This file is a PDF, not audio.', retryable: false });
  });
});

describe('shouldPoll', () => {
  const ready = studioTrackFixture({ state: 'ready' });

  test('polls while a track processes, and stops when nothing can change by itself', () => {
    expect(shouldPoll([ready, studioTrackFixture({ position: 2, state: 'processing' })], {})).toBe(
      true,
    );
    expect(shouldPoll([ready, studioTrackFixture({ position: 2, state: 'failed' })], {})).toBe(
      false,
    );
    expect(shouldPoll([], {})).toBe(false);
  });

  test('polls while this page uploads, not for an upload nobody sends', () => {
    const uploading = studioTrackFixture({ state: 'uploading' });
    expect(shouldPoll([uploading], {})).toBe(false);
    expect(shouldPoll([uploading], { [TRACK_ID]: localUploadFixture({ trackId: TRACK_ID }) })).toBe(
      true,
    );
    expect(
      shouldPoll([uploading], {
        [TRACK_ID]: localUploadFixture({ trackId: TRACK_ID, phase: 'finished' }),
      }),
    ).toBe(true);
    expect(
      shouldPoll([uploading], {
        [TRACK_ID]: localUploadFixture({ trackId: TRACK_ID, phase: 'failed' }),
      }),
    ).toBe(false);
  });
});
