export const SEARCH_TIMEOUT_MESSAGE = 'Search timed out. Please try again.';
export const SEARCH_CALL_FAILED_MESSAGE = 'One or more API requests failed';
export const SEARCH_FAILED_MESSAGE = 'Failed to load search results. Please try again.';

/** The calls did not finish within the timeout and were aborted. */
export class SearchTimeoutError extends Error {
  constructor() {
    super(SEARCH_TIMEOUT_MESSAGE);
    this.name = 'SearchTimeoutError';
  }
}

/** At least one of the three search calls failed (an error reply or no reply at all). */
export class SearchCallFailedError extends Error {
  constructor(readonly causes: unknown[]) {
    super(SEARCH_CALL_FAILED_MESSAGE);
    this.name = 'SearchCallFailedError';
  }
}

/** Spec §8: the text the results page shows for a failed search. */
export function searchFailureMessage(error: unknown): string {
  if (error instanceof SearchTimeoutError) return SEARCH_TIMEOUT_MESSAGE;
  if (error instanceof SearchCallFailedError) return SEARCH_CALL_FAILED_MESSAGE;
  return SEARCH_FAILED_MESSAGE;
}
