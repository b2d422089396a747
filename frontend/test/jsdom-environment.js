import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom without the Fetch API. react-router's data router builds a `Request` for every navigation,
 * so we lend the test window Node's fetch classes, plus Node's AbortController/AbortSignal
 * (Node's Request rejects jsdom's signals) and the text encoders react-router reads at import.
 */
export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
    });
  }
}
