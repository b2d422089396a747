import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers for one request; `delayMs` holds the reply back. */
export interface FakeReply {
  status: number;
  body?: unknown;
  delayMs?: number;
}

export interface FakeLrclib {
  url: string;
  /** Every request it received, in order. */
  requests: { path: string; query: URLSearchParams; userAgent: string | undefined }[];
  /** Requests whose track_name was `track`. */
  callsFor: (track: string) => number;
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
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({
      path: url.pathname,
      query: url.searchParams,
      userAgent: request.headers['user-agent'],
    });
    const reply = url.pathname === '/api/get' ? answer(url.searchParams) : { status: 418 };
    const send = (): void => {
      timers.delete(timer);
      if (response.destroyed) return;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    };
    const timer = setTimeout(send, reply.delayMs ?? 0);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    callsFor: (track) => requests.filter((r) => r.query.get('track_name') === track).length,
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
