import createClient, { type Middleware } from 'openapi-fetch';

import { readAccessToken } from '@/shared/lib/token-storage';

import { toApiError } from './api-error';
import type { paths } from './schema.gen';

/** Adds the bearer token to every call that does not set its own Authorization header. */
const bearerToken: Middleware = {
  onRequest({ request }) {
    const token = readAccessToken();
    if (token !== null && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`);
    }
    return request;
  },
};

/**
 * The typed client generated from the backend's OpenAPI document (`make api`). Paths carry the
 * `/api` prefix, so the base is the page's own origin (the API serves the SPA: one origin),
 * spelled out because a `Request` under jsdom needs an absolute URL (tests in a plain Node
 * environment have no page and send nothing). `fetch` is looked up per call rather than captured
 * at start, so a wrapper installed later (a test's fake) is used too.
 */
export const apiClient = createClient<paths>({
  baseUrl: typeof location === 'undefined' ? '' : location.origin,
  credentials: 'include',
  fetch: (request) => globalThis.fetch(request),
});
apiClient.use(bearerToken);

interface ClientResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Returns the data of a successful call, or throws an ApiError built from the error envelope. */
export function unwrap<T>({ data, error, response }: ClientResult<T>): T {
  if (response.ok && data !== undefined) return data;
  throw toApiError(response.status, response.statusText, error);
}

/**
 * The body for a POST that takes nothing: JSON-only routes (`@JsonOnly`) refuse a POST without a
 * JSON body (415), and the OpenAPI document declares none, so the typed client is told `never`.
 */
export const EMPTY_JSON_BODY = {} as never;
