// A tus 1.0 server in memory, spoken to through tus-js-client's HTTP stack seam: the uploader's
// real code (Uppy, @uppy/tus, tus-js-client) runs against it without a network.

type Headers = Record<string, string>;

export interface SeenRequest {
  method: string;
  url: string;
  headers: Headers;
  /** PATCH: where the bytes started, and how many were sent. */
  offset?: number;
  bytes?: number;
}

interface StoredUpload {
  length: number;
  offset: number;
}

/** What a PATCH meets: accepted, cut after some bytes (the network), never answered, or refused. */
export type PatchOutcome =
  | { kind: 'accept' }
  | { kind: 'cut'; afterBytes: number }
  | { kind: 'hang'; afterBytes: number }
  | { kind: 'refuse'; status: number; body: string };

interface FakeResponse {
  getStatus(): number;
  getHeader(name: string): string | undefined;
  getBody(): string;
  getUnderlyingObject(): unknown;
}

const ENDPOINT_PATH = '/api/studio/uploads';

export class FakeTusServer {
  readonly requests: SeenRequest[] = [];
  readonly uploads = new Map<string, StoredUpload>();
  /** Decides each PATCH in turn (default: accept). */
  patchOutcomes: PatchOutcome[] = [];
  private nextId = 1;

  constructor(readonly origin = 'http://studio.test') {}

  get endpoint(): string {
    return `${this.origin}${ENDPOINT_PATH}`;
  }

  getName(): string {
    return 'fake-tus';
  }

  createRequest(method: string, url: string) {
    const headers: Headers = {};
    let onProgress: (bytes: number) => void = () => undefined;
    return {
      getMethod: () => method,
      getURL: () => url,
      setHeader: (name: string, value: string) => {
        headers[name.toLowerCase()] = value;
      },
      getHeader: (name: string) => headers[name.toLowerCase()],
      setProgressHandler: (handler: (bytes: number) => void) => {
        onProgress = handler;
      },
      send: (body?: Blob | null) => this.handle(method, url, headers, body ?? null, onProgress),
      abort: () => Promise.resolve(),
      getUnderlyingObject: () => null,
    };
  }

  /** Upload-Metadata as the server reads it: key → decoded value. */
  static metadataOf(request: SeenRequest): Record<string, string> {
    return Object.fromEntries(
      (request.headers['upload-metadata'] ?? '').split(',').map((pair) => {
        const [key = '', value = ''] = pair.trim().split(' ');
        return [key, atob(value)];
      }),
    );
  }

  private handle(
    method: string,
    url: string,
    headers: Headers,
    body: Blob | null,
    onProgress: (bytes: number) => void,
  ): Promise<FakeResponse> {
    const seen: SeenRequest = { method, url, headers: { ...headers } };
    this.requests.push(seen);
    if (method === 'POST') {
      const id = `upload-${this.nextId++}`;
      this.uploads.set(id, { length: Number(headers['upload-length']), offset: 0 });
      return reply(201, { location: `${ENDPOINT_PATH}/${id}` });
    }
    const upload = this.uploads.get(url.split('/').pop() ?? '');
    if (upload === undefined) return reply(404, {});
    if (method === 'HEAD') {
      return reply(200, {
        'upload-offset': String(upload.offset),
        'upload-length': String(upload.length),
      });
    }
    if (method === 'PATCH') return this.patch(seen, upload, body, onProgress);
    return reply(405, {});
  }

  private patch(
    seen: SeenRequest,
    upload: StoredUpload,
    body: Blob | null,
    onProgress: (bytes: number) => void,
  ): Promise<FakeResponse> {
    const offset = Number(seen.headers['upload-offset']);
    const size = body?.size ?? 0;
    seen.offset = offset;
    seen.bytes = size;
    if (offset !== upload.offset) return reply(409, {});
    const outcome = this.patchOutcomes.shift() ?? { kind: 'accept' };
    switch (outcome.kind) {
      case 'accept':
        onProgress(size);
        upload.offset += size;
        return reply(204, { 'upload-offset': String(upload.offset) });
      case 'cut':
      case 'hang':
        onProgress(outcome.afterBytes);
        upload.offset += outcome.afterBytes;
        return outcome.kind === 'cut'
          ? Promise.reject(new Error('The connection was reset.'))
          : new Promise<never>(() => undefined);
      case 'refuse':
        return reply(outcome.status, { 'content-type': 'application/json' }, outcome.body);
    }
  }
}

function reply(status: number, headers: Headers, body = ''): Promise<FakeResponse> {
  return Promise.resolve({
    getStatus: () => status,
    getHeader: (name: string) => headers[name.toLowerCase()],
    getBody: () => body,
    getUnderlyingObject: () => null,
  });
}
