import { jest } from '@jest/globals';
import { STORAGE_KEYS } from '@/shared/config';
import { FakeTusServer } from '../testing/fake-tus-server';
import type { UploadFailureFacts } from '../lib/upload-failure';
import type { UploadListener } from './tus-uploads';

// Jest resolves tus-js-client's Node build; the browser's (what Vite bundles) keeps fingerprints
// in localStorage and reads Blobs, which is what these tests are about.
const TUS_BROWSER_BUILD: string = 'tus-js-client/lib.es5/browser/index.js';
jest.unstable_mockModule(
  'tus-js-client',
  () => import(TUS_BROWSER_BUILD) as Promise<Record<string, unknown>>,
);
const { createTrackUploads } = await import('./tus-uploads');

const LAST_MODIFIED = 1_764_000_000_000;
const master = (name = '01 Intro.wav', bytes = 10_000) =>
  new File([new Uint8Array(bytes)], name, { type: 'audio/wav', lastModified: LAST_MODIFIED });

interface Outcome {
  progress: { bytesSent: number; bytesTotal: number }[];
  failure: UploadFailureFacts | null;
  renewals: number;
}

/** A listener that records what it hears, and a promise of the upload's end. */
function listen(): { listener: UploadListener; outcome: Outcome; ended: Promise<void> } {
  const outcome: Outcome = { progress: [], failure: null, renewals: 0 };
  let end: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  const listener: UploadListener = {
    progressed: ({ bytesSent, bytesTotal }) => outcome.progress.push({ bytesSent, bytesTotal }),
    succeeded: end,
    failed: (failure) => {
      outcome.failure = failure;
      end();
    },
    unauthorised: () => {
      outcome.renewals += 1;
    },
  };
  return { listener, outcome, ended };
}

function uploadsOn(server: FakeTusServer) {
  return createTrackUploads({ endpoint: server.endpoint, httpStack: server, retryDelays: [0] });
}

const patches = (server: FakeTusServer) =>
  server.requests
    .filter((request) => request.method === 'PATCH')
    .map(({ offset, bytes }) => ({ offset, bytes }));

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
});

describe('track uploads over tus', () => {
  test('an upload names its track and file only, carries the bearer token and reports progress', async () => {
    const server = new FakeTusServer();
    const { listener, outcome, ended } = listen();

    await uploadsOn(server).start({ releaseId: 'r1', trackId: 't1', file: master() }, listener);
    await ended;

    const creation = server.requests[0] ?? { method: '', url: '', headers: {} };
    expect(creation.method).toBe('POST');
    expect(creation.headers['upload-length']).toBe('10000');
    expect(FakeTusServer.metadataOf(creation)).toEqual({
      trackId: 't1',
      filename: '01 Intro.wav',
    });
    expect(
      server.requests.every((request) => request.headers.authorization === 'Bearer token-1'),
    ).toBe(true);
    expect(outcome.failure).toBeNull();
    expect(outcome.progress.at(-1)).toEqual({ bytesSent: 10_000, bytesTotal: 10_000 });
    // Finished: nothing is left to resume.
    expect(Object.keys(localStorage).filter((key) => key.startsWith('tus::'))).toEqual([]);
  });

  test('a connection cut mid-file resumes from where the server stopped', async () => {
    const server = new FakeTusServer();
    server.patchOutcomes = [{ kind: 'cut', afterBytes: 4_000 }];
    const { listener, outcome, ended } = listen();

    await uploadsOn(server).start({ releaseId: 'r1', trackId: 't1', file: master() }, listener);
    await ended;

    expect(outcome.failure).toBeNull();
    expect(patches(server)).toEqual([
      { offset: 0, bytes: 10_000 },
      { offset: 4_000, bytes: 6_000 },
    ]);
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  test('after a reload, the same file dropped again resumes its upload: no byte is sent twice', async () => {
    const server = new FakeTusServer();
    server.patchOutcomes = [{ kind: 'hang', afterBytes: 4_000 }];
    await uploadsOn(server).start(
      { releaseId: 'r1', trackId: 't1', file: master() },
      listen().listener,
    );
    await until(() => server.uploads.get('upload-1')?.offset === 4_000);

    // The tab is gone; a new page (new uploader, new File object for the same file) starts again.
    const { listener, outcome, ended } = listen();
    await uploadsOn(server).start({ releaseId: 'r1', trackId: 't1', file: master() }, listener);
    await ended;

    expect(outcome.failure).toBeNull();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(patches(server)).toEqual([
      { offset: 0, bytes: 10_000 },
      { offset: 4_000, bytes: 6_000 },
    ]);
    expect(server.uploads.get('upload-1')).toEqual({ length: 10_000, offset: 10_000 });
  });

  test('the same file on another release is another upload', async () => {
    const server = new FakeTusServer();
    server.patchOutcomes = [{ kind: 'hang', afterBytes: 4_000 }];
    await uploadsOn(server).start(
      { releaseId: 'r1', trackId: 't1', file: master() },
      listen().listener,
    );
    await until(() => server.uploads.get('upload-1')?.offset === 4_000);

    const other = listen();
    await uploadsOn(server).start(
      { releaseId: 'r2', trackId: 't9', file: master() },
      other.listener,
    );
    await other.ended;

    const creations = server.requests.filter((request) => request.method === 'POST');
    expect(creations.map((request) => FakeTusServer.metadataOf(request).trackId)).toEqual([
      't1',
      't9',
    ]);
  });

  test("a file the server refuses ends at once with the server's reply", async () => {
    const server = new FakeTusServer();
    const message = 'This file is a PDF, not audio.';
    const body = JSON.stringify({
      statusCode: 415,
      code: 'UPLOADS.NOT_AUDIO',
      error: message,
      message,
    });
    server.patchOutcomes = [{ kind: 'refuse', status: 415, body }];
    // Uppy logs the refusal to the console, as it does in the browser.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { listener, outcome, ended } = listen();

    await uploadsOn(server).start(
      { releaseId: 'r1', trackId: 't1', file: master('cv.wav') },
      listener,
    );
    await ended;

    expect(outcome.failure).toEqual({ status: 415, body, offline: false });
    expect(patches(server)).toHaveLength(1);
  });

  test('an expired token asks the session to renew it, and the retry carries the new one', async () => {
    const server = new FakeTusServer();
    server.patchOutcomes = [{ kind: 'refuse', status: 401, body: '' }];
    const { listener, outcome, ended } = listen();
    listener.unauthorised = () => {
      outcome.renewals += 1;
      localStorage.setItem(STORAGE_KEYS.accessToken, 'token-2');
    };

    await uploadsOn(server).start({ releaseId: 'r1', trackId: 't1', file: master() }, listener);
    await ended;

    expect(outcome.renewals).toBe(1);
    expect(outcome.failure).toBeNull();
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer token-2');
  });
});
