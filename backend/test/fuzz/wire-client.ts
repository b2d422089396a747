import { Agent, request } from 'node:http';

/** What came back for one request, or the transport error when nothing did. */
export interface WireReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ms: number;
  error?: string;
}

export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/**
 * Raw HTTP/1.1 over keep-alive sockets: sends bytes fetch() would refuse or normalise. A request
 * whose socket stays silent for `replyTimeoutMs` ends as "no reply" instead of holding a test.
 */
export class WireClient {
  private readonly agent: Agent;

  constructor(
    private readonly baseUrl: URL,
    maxSockets: number,
    private readonly replyTimeoutMs = 60_000,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets });
  }

  send(wire: WireRequest): Promise<WireReply> {
    const started = performance.now();
    return new Promise((resolve) => {
      const fail = (error: Error): void => {
        resolve({
          status: 0,
          headers: {},
          body: Buffer.alloc(0),
          ms: performance.now() - started,
          error: error.message,
        });
      };
      let outgoing;
      try {
        outgoing = request(
          {
            agent: this.agent,
            host: this.baseUrl.hostname,
            port: this.baseUrl.port,
            method: wire.method,
            path: wire.path,
            headers: {
              ...wire.headers,
              ...(wire.body ? { 'content-length': String(wire.body.length) } : {}),
            },
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('error', fail);
            incoming.on('end', () => {
              resolve({
                status: incoming.statusCode ?? 0,
                headers: incoming.headers,
                body: Buffer.concat(chunks),
                ms: performance.now() - started,
              });
            });
          },
        );
      } catch (error) {
        fail(error as Error);
        return;
      }
      outgoing.on('error', fail);
      outgoing.setTimeout(this.replyTimeoutMs, () => {
        outgoing.destroy(new Error(`silent for ${this.replyTimeoutMs / 1000} s`));
      });
      outgoing.end(wire.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Runs `work` over `items` with at most `limit` in flight, keeping the input order. */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  });
  await Promise.all(lanes);
  return results;
}
