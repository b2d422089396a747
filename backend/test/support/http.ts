import { randomBytes, randomInt } from 'node:crypto';

/** The error envelope's fields, present on any non-2xx reply. */
export interface ErrorFields {
  statusCode?: number;
  code?: string;
  message?: string;
  error?: string;
  details?: { field: string; messages: string[] }[];
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T & ErrorFields;
  headers: Headers;
  /** Milliseconds from sending to the parsed body. */
  ms: number;
}

export interface CallOptions {
  token?: string | null;
  cookie?: string | null;
  /** Sent as X-Forwarded-For (the test app trusts it), so each test has its own client IP. */
  ip?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A JSON call against the real HTTP server. */
export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  let body: FormData | string | null = null;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const started = performance.now();
  const response = await fetch(baseUrl + path, { method, headers, body });
  const text = await response.text();
  const ms = performance.now() - started;
  const parsed: unknown = text === '' ? {} : JSON.parse(text);
  return {
    status: response.status,
    body: parsed as T & ErrorFields,
    headers: response.headers,
    ms,
  };
}

/** The `name=value` of a Set-Cookie reply header, ready to send back as a Cookie header. */
export function cookieFrom(reply: Reply<unknown>, name: string): string | null {
  for (const line of reply.headers.getSetCookie()) {
    const [pair] = line.split(';');
    if (pair?.startsWith(`${name}=`) && pair.length > name.length + 1) return pair;
  }
  return null;
}

export const uniqueEmail = (label = 'user'): string =>
  `${label}-${randomBytes(5).toString('hex')}@example.test`;

export const randomIp = (): string => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Every non-2xx reply must be the documented envelope, with no internals in it. */
export function expectEnvelope(reply: Reply<unknown>, status: number, code?: string): void {
  expect(reply.status).toBe(status);
  const body = reply.body as Record<string, unknown>;
  expect(body).toEqual(
    expect.objectContaining({
      statusCode: status,
      code: code ?? expect.any(String),
      message: expect.any(String),
      error: body.message,
    }),
  );
  expect(JSON.stringify(body)).not.toMatch(/at .+\.(js|ts):\d+/);
}
