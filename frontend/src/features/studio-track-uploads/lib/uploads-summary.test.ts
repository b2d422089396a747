import { NO_THROUGHPUT } from './upload-progress';
import { summariseUploads, uploadsSummaryText } from './uploads-summary';
import type { LocalUpload } from '../model/uploads';

const upload = (overrides: Partial<LocalUpload>): LocalUpload => ({
  trackId: 't1',
  releaseId: 'r1',
  fileName: 'a.wav',
  phase: 'uploading',
  bytesSent: 0,
  bytesTotal: 100,
  throughput: NO_THROUGHPUT,
  failure: null,
  retryable: true,
  ...overrides,
});

describe('summariseUploads', () => {
  test('sums the files still on their way per release; finished and failed ones are left out', () => {
    const summaries = summariseUploads([
      upload({ trackId: 't1', bytesSent: 50 }),
      upload({ trackId: 't2', bytesSent: 40, phase: 'paused' }),
      upload({ trackId: 't3', phase: 'finished', bytesSent: 100 }),
      upload({ trackId: 't4', phase: 'failed' }),
      upload({ trackId: 't5', releaseId: 'r2', bytesSent: 10 }),
    ]);
    expect(summaries).toEqual([
      { releaseId: 'r1', files: 2, paused: 1, bytesSent: 90, bytesTotal: 200, percent: 45 },
      { releaseId: 'r2', files: 1, paused: 0, bytesSent: 10, bytesTotal: 100, percent: 10 },
    ]);
    expect(summaries.map(uploadsSummaryText)).toEqual([
      'Uploading 2 files · 45% · 1 paused',
      'Uploading 1 file · 10%',
    ]);
  });
});
