// Spec §9: the search box's timings, in one place. "While audio plays" values give the UI room
// while the player is busy (spec §4).

/** Quiet period after the last keystroke (or Enter) before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_DEBOUNCE_WHILE_PLAYING_MS = 800;

/** An identical query started again within this window is skipped. */
export const SEARCH_DUPLICATE_WINDOW_MS = 500;

/** The box is disabled for this long after a search navigates. */
export const SEARCH_NAVIGATION_LOCK_MS = 500;
export const SEARCH_NAVIGATION_LOCK_WHILE_PLAYING_MS = 800;

/** The three calls are aborted after this long. */
export const SEARCH_TIMEOUT_MS = 10_000;

/** Spec §5: a search runs only when the trimmed query is longer than 1 character. */
export const SEARCH_MIN_QUERY_LENGTH = 2;
