// The network for the Media Source engine's tests: serves the fake renditions by byte range as
// /api/media/stream does, and records every request and abort. Not exported from the slice.
import { bytesOf, type FakeRendition } from './mse-fake-renditions';

interface HeldRequest {
  release: () => void;
}

/** Serves renditions by byte range like /api/media/stream; requests can be held and failed. */
export class FakeNetwork {
  readonly requests: string[] = [];
  readonly aborted: string[] = [];
  private readonly files = new Map<string, FakeRendition>();
  private readonly held = new Map<string, HeldRequest[]>();
  private readonly holding = new Set<string>();
  private readonly failing = new Map<string, number>();

  serve(...files: FakeRendition[]) {
    for (const file of files) this.files.set(file.facts.url, file);
  }
  /** Requests for `file` wait until `release`. */
  hold(file: FakeRendition) {
    this.holding.add(file.facts.url);
  }
  release(file: FakeRendition) {
    this.holding.delete(file.facts.url);
    for (const request of this.held.get(file.facts.url) ?? []) request.release();
    this.held.delete(file.facts.url);
  }
  /** Requests for `file` are answered with `status`. */
  fail(file: FakeRendition, status: number) {
    this.failing.set(file.facts.url, status);
  }

  readonly fetch = ((input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const range = new Headers(init?.headers).get('range') ?? '';
    const file = this.files.get(url);
    const label = `${file?.name ?? url} ${range}`;
    this.requests.push(label);
    const match = /^bytes=(\d+)-(\d+)$/.exec(range);
    const answer = (): Response => {
      const status = this.failing.get(url);
      if (file === undefined || status !== undefined)
        return fakeResponse(status ?? 404, null, null);
      const start = Number(match?.[1] ?? 0);
      const end = Math.min(Number(match?.[2] ?? file.bytes - 1), file.bytes - 1);
      return fakeResponse(206, bytesOf(file, start, end), `bytes ${start}-${end}/${file.bytes}`);
    };
    return new Promise((resolve, reject) => {
      const signal = init?.signal;
      signal?.addEventListener('abort', () => {
        this.aborted.push(label);
        reject(new DOMException('aborted', 'AbortError'));
      });
      if (!this.holding.has(url)) {
        resolve(answer());
        return;
      }
      const waiting = this.held.get(url) ?? [];
      waiting.push({
        release: () => {
          if (signal?.aborted !== true) resolve(answer());
        },
      });
      this.held.set(url, waiting);
    });
  }) as typeof fetch;
}

function fakeResponse(
  status: number,
  body: ArrayBuffer | null,
  contentRange: string | null,
): Response {
  return {
    status,
    headers: new Headers(contentRange === null ? {} : { 'content-range': contentRange }),
    arrayBuffer: () => Promise.resolve(body ?? new ArrayBuffer(0)),
  } as unknown as Response;
}
