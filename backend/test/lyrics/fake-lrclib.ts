import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers for one request; `never` holds the reply back for good. */
export interface FakeReply {
  status: number;
  body?: unknown;
  never?: true;
}

export interface FakeLrclib {
  url: string;
  /** Every request it received, in order. */
  requests: { path: string; query: URLSearchParams; userAgent: string | undefined }[];
  /** Requests whose track_name was `track`. */
  callsFor: (track: string) => number;
  /** Resolves once the client has given up a request for `track` it was never answered. */
  abandoned: (track: string) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * An LRCLIB stand-in on a loopback port: `answer` decides each `/api/get` reply from the query.
 * Other paths answer 418, so a wrong URL shows up as an upstream failure.
 */
export async function startFakeLrclib(
  answer: (query: URLSearchParams) => FakeReply,
): Promise<FakeLrclib> {
  const requests: FakeLrclib['requests'] = [];
  /** Per track name: settled once a request for it was given up unanswered. */
  const gaveUp = new Map<string, { promise: Promise<void>; resolve: () => void }>();
  const gaveUpOn = (track: string) => {
    let entry = gaveUp.get(track);
    if (!entry) {
      let resolve = (): void => undefined;
      const promise = new Promise<void>((settle) => (resolve = settle));
      entry = { promise, resolve };
      gaveUp.set(track, entry);
    }
    return entry;
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({
      path: url.pathname,
      query: url.searchParams,
      userAgent: request.headers['user-agent'],
    });
    const reply: FakeReply =
      url.pathname === '/api/get' ? answer(url.searchParams) : { status: 418 };
    const track = url.searchParams.get('track_name') ?? '';
    response.on('close', () => {
      if (!response.writableEnded) gaveUpOn(track).resolve();
    });
    if (reply.never) return;
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    callsFor: (track) => requests.filter((r) => r.query.get('track_name') === track).length,
    abandoned: (track) => gaveUpOn(track).promise,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
