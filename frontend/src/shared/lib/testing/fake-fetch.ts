import { jest } from '@jest/globals';

type Answer = Response | Error | ((request: Request) => Response | Promise<Response>);

export interface FakeFetch {
  /** Every request sent so far, in order. */
  readonly requests: Request[];
  /** The n-th request (0-based); throws when it was never sent. */
  request(n?: number): Request;
}

/** A relative address resolved against the test page, as a browser would. */
const toRequest = (input: RequestInfo | URL, init?: RequestInit): Request =>
  input instanceof Request && init === undefined
    ? input
    : new Request(input instanceof Request ? input : new URL(String(input), location.href), init);

/**
 * Replaces `fetch` for the current test (jest's restoreMocks puts the real one back) and records
 * each call as a `Request`, whether the code calls `fetch(request)` (the typed client) or
 * `fetch(url, init)` (plain calls). Each call gets the answer: a reply (the same object each
 * time: pass a function for a fresh one per call), an error to reject with, or a function of the
 * request.
 */
export function installFakeFetch(answer: Answer): FakeFetch {
  const requests: Request[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = toRequest(input, init);
    requests.push(request);
    if (answer instanceof Error) return Promise.reject(answer);
    if (answer instanceof Response) return Promise.resolve(answer);
    return Promise.resolve(answer(request));
  });
  return {
    requests,
    request(n = 0) {
      const request = requests[n];
      if (request === undefined) throw new Error(`Request ${n} was never sent`);
      return request;
    },
  };
}
