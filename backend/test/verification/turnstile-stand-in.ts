import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Cloudflare's documented test secret keys and the token their test site keys hand out. */
export const PASS_SECRET = '1x0000000000000000000000000000000AA';
export const FAIL_SECRET = '2x0000000000000000000000000000000AA';
export const SPENT_SECRET = '3x0000000000000000000000000000000AA';
export const TEST_SITE_KEY = '1x00000000000000000000AA';
export const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
/** A "real" widget's secret on the stand-in: it judges tokens it issued with `issue()`. */
export const STAND_IN_SECRET = '0x4AAAAAAAStandInSecretKey';

export interface SiteverifyRequest {
  contentType: string | undefined;
  body: Record<string, unknown>;
}

export interface TurnstileStandIn {
  /** The siteverify URL to configure as TURNSTILE_VERIFY_URL. */
  url: string;
  requests: SiteverifyRequest[];
  /** A token for STAND_IN_SECRET, as if solved on `hostname` (with `action`). */
  issue: (hostname: string, action?: string) => string;
  close: () => Promise<void>;
}

interface Issued {
  hostname: string;
  action: string;
  /** The idempotency key of its first check; Cloudflare answers a retry with it the same way. */
  spentWith: string | null;
}

/**
 * A stand-in for Cloudflare's siteverify on a loopback port, answering JSON bodies as Cloudflare
 * documents: the test secrets always pass (for the dummy token, host name example.com), always
 * fail, or call the token spent; STAND_IN_SECRET judges tokens from `issue()`, each once.
 */
export async function startTurnstileStandIn(): Promise<TurnstileStandIn> {
  const requests: SiteverifyRequest[] = [];
  const issued = new Map<string, Issued>();

  const judge = (body: Record<string, unknown>): Record<string, unknown> => {
    const fail = (...codes: string[]) => ({ success: false, 'error-codes': codes });
    const { secret, response, idempotency_key: key } = body;
    if (typeof secret !== 'string' || secret === '') return fail('missing-input-secret');
    if (typeof response !== 'string' || response === '') return fail('missing-input-response');
    const passed = (hostname: string, action: string) => ({
      success: true,
      challenge_ts: new Date().toISOString(),
      hostname,
      'error-codes': [],
      action,
      cdata: '',
    });
    switch (secret) {
      case PASS_SECRET:
        return response === DUMMY_TOKEN
          ? passed('example.com', '')
          : fail('invalid-input-response');
      case FAIL_SECRET:
        return fail('invalid-input-response');
      case SPENT_SECRET:
        return fail('timeout-or-duplicate');
      case STAND_IN_SECRET: {
        const token = issued.get(response);
        if (token === undefined) return fail('invalid-input-response');
        if (token.spentWith !== null && token.spentWith !== key)
          return fail('timeout-or-duplicate');
        token.spentWith = typeof key === 'string' ? key : randomUUID();
        return passed(token.hostname, token.action);
      }
      default:
        return fail('invalid-input-secret');
    }
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        // An unreadable body is judged as an empty one (missing secret).
      }
      requests.push({ contentType: request.headers['content-type'], body });
      const reply =
        request.method === 'POST' && request.url === '/turnstile/v0/siteverify'
          ? { status: 200, body: judge(body) }
          : { status: 404, body: { success: false, 'error-codes': ['bad-request'] } };
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    requests,
    issue: (hostname, action = '') => {
      const token = `0.${randomUUID()}.${randomUUID()}`;
      issued.set(token, { hostname, action, spentWith: null });
      return token;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** A loopback URL nothing listens on (a port just released). */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/turnstile/v0/siteverify`;
}
