/**
 * Closed-loop load of a media player's requests: each of C clients plays a random track — first
 * `Range: bytes=0-` read to the end, then a few random fixed-size ranges (seeks) — and moves on,
 * over one keep-alive connection each, for T seconds. TTFB runs from sending a request to the
 * end of its response headers.
 *
 * The client speaks HTTP/1.1 on raw sockets and only counts body bytes: Node's http client costs
 * about as much CPU per byte as the server under test, and on a small machine that would measure
 * the load generator instead of the server.
 */
import { randomInt } from 'node:crypto';
import { connect } from 'node:net';

const SEEKS_PER_TRACK = 4;
const HEADER_END = Buffer.from('\r\n\r\n');

/** One keep-alive connection that sends a GET and resolves with status, TTFB and body size. */
class Connection {
  constructor(host, port) {
    this.host = host;
    this.port = port;
    this.socket = null;
  }

  get(path, range) {
    return new Promise((resolve) => {
      const socket = this.socket ?? this.open();
      const started = performance.now();
      let head = Buffer.alloc(0);
      let status = 0;
      let ttfbMs = 0;
      let remaining = -1;
      let bytes = 0;
      const finish = (result) => {
        socket.off('data', onData);
        socket.off('close', onClose);
        resolve(result);
      };
      const onClose = () => {
        this.socket = null;
        finish({ status: 'closed', ttfbMs, bytes });
      };
      const onData = (chunk) => {
        if (remaining < 0) {
          head = Buffer.concat([head, chunk]);
          const end = head.indexOf(HEADER_END);
          if (end < 0) return;
          ttfbMs = performance.now() - started;
          const text = head.subarray(0, end).toString('latin1');
          status = Number(text.slice(9, 12));
          remaining = Number(/\r\ncontent-length: *(\d+)/i.exec(text)?.[1] ?? 0);
          chunk = head.subarray(end + HEADER_END.length);
        }
        bytes += chunk.length;
        remaining -= chunk.length;
        if (remaining <= 0) finish({ status: remaining === 0 ? status : 'overrun', ttfbMs, bytes });
      };
      socket.on('data', onData);
      socket.on('close', onClose);
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\nRange: ${range}\r\n\r\n`,
      );
    });
  }

  open() {
    this.socket = connect({ host: this.host, port: this.port, noDelay: true });
    this.socket.on('error', () => {});
    return this.socket;
  }

  close() {
    this.socket?.destroy();
  }
}

/**
 * @param {{ url: string, size: number }[]} targets absolute URLs with their file sizes
 * @returns {Promise<{ ttfbMs: number[], bytes: number, statuses: Map<unknown, number>, seconds: number }>}
 */
export async function runRangeLoad(targets, { clients, seconds, rangeBytes }) {
  const { hostname, port } = new URL(targets[0].url);
  const paths = targets.map((target) => {
    const url = new URL(target.url);
    return { path: url.pathname + url.search, size: target.size };
  });
  const result = { ttfbMs: [], bytes: 0, statuses: new Map() };
  const record = (sample) => {
    result.statuses.set(sample.status, (result.statuses.get(sample.status) ?? 0) + 1);
    if (sample.status === 206) {
      result.ttfbMs.push(sample.ttfbMs);
      result.bytes += sample.bytes;
    }
  };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    const connection = new Connection(hostname, Number(port));
    while (performance.now() < deadline) {
      const target = paths[randomInt(paths.length)];
      record(await connection.get(target.path, 'bytes=0-'));
      for (let seek = 0; seek < SEEKS_PER_TRACK && performance.now() < deadline; seek++) {
        const start = randomInt(Math.max(1, target.size - rangeBytes));
        const end = Math.min(target.size, start + rangeBytes) - 1;
        record(await connection.get(target.path, `bytes=${start}-${end}`));
      }
    }
    connection.close();
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { ...result, seconds: (performance.now() - started) / 1000 };
}
