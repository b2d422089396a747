import { NO_THROUGHPUT } from '../lib/upload-progress';
import type { LocalUpload } from '../model/uploads';

const MB = 1024 * 1024;

/** A file a third of the way, at 1.5 MB/s, unless overridden. */
export function localUploadFixture(overrides: Partial<LocalUpload> = {}): LocalUpload {
  return {
    trackId: '00000000-0000-4000-8000-000000000001',
    releaseId: '0b6e2c1a-4f5d-4e8a-9c7b-1a2b3c4d5e6f',
    fileName: '01 Headlights.wav',
    phase: 'uploading',
    bytesSent: 16 * MB,
    bytesTotal: 48 * MB,
    throughput: { bytesPerSecond: 1.5 * MB, last: { at: 0, bytes: 16 * MB } },
    failure: null,
    retryable: true,
    ...overrides,
  };
}

export const STARTING_UPLOAD = localUploadFixture({ bytesSent: 0, throughput: NO_THROUGHPUT });
