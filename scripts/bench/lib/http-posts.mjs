/**
 * JSON POSTs over a pool of keep-alive HTTP/1.1 connections on raw sockets, for open-loop load:
 * a request takes an idle connection, or opens one (up to `maxConnections`), or waits for one.
 * Node's fetch costs ~100 µs of CPU a request; on a 2-core machine at thousands of requests a
 * second that would measure the load generator instead of the server.
 */
import { connect } from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

class Connection {
  constructor(host, port) {
    this.socket = connect({ host, port, noDelay: true });
    this.socket.on('error', () => {});
    this.buffer = Buffer.alloc(0);
    this.current = null;
    this.socket.on('data', (chunk) => this.read(chunk));
    this.socket.on('close', () => {
      this.closed = true;
      this.current?.({ status: 'closed', body: '' });
      this.current = null;
    });
  }

  /** Sends one request; resolves `{ status, body }` (status 'closed' if the socket died). */
  send(head, body) {
    return new Promise((resolve) => {
      this.current = resolve;
      this.socket.write(head);
      this.socket.write(body);
    });
  }

  read(chunk) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const end = this.buffer.indexOf(HEADER_END);
    if (end < 0) return;
    const head = this.buffer.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    const bodyStart = end + HEADER_END.length;
    if (this.buffer.length < bodyStart + length) return;
    const body = this.buffer.subarray(bodyStart, bodyStart + length).toString('utf8');
    this.buffer = this.buffer.subarray(bodyStart + length);
    const resolve = this.current;
    this.current = null;
    resolve?.({ status: Number(head.slice(9, 12)), body });
  }
}

/**
 * @param {string} url origin, e.g. http://127.0.0.1:3000
 * @returns {{ post: (path: string, body: string, headers?: Record<string, string>) => Promise<{ status: number | 'closed', body: string }>, connections: () => number, close: () => void }}
 */
export function httpPostPool(url, { maxConnections }) {
  const { hostname, port } = new URL(url);
  const idle = [];
  const waiting = [];
  const all = new Set();

  const acquire = () => {
    while (idle.length > 0) {
      const connection = idle.pop();
      if (!connection.closed) return Promise.resolve(connection);
      all.delete(connection);
    }
    if (all.size < maxConnections) {
      const connection = new Connection(hostname, Number(port));
      all.add(connection);
      return Promise.resolve(connection);
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (connection) => {
    if (connection.closed) {
      all.delete(connection);
      if (waiting.length > 0) void acquire().then(waiting.shift());
      return;
    }
    const next = waiting.shift();
    if (next) next(connection);
    else idle.push(connection);
  };

  return {
    async post(path, body, headers = {}) {
      const connection = await acquire();
      const extra = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      const payload = Buffer.from(body);
      const head =
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${payload.length}\r\n${extra}\r\n`;
      try {
        return await connection.send(head, payload);
      } finally {
        release(connection);
      }
    },
    connections: () => all.size,
    close: () => {
      for (const connection of all) connection.socket.destroy();
    },
  };
}
