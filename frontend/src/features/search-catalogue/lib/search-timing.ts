import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_DEBOUNCE_WHILE_PLAYING_MS,
  SEARCH_NAVIGATION_LOCK_MS,
  SEARCH_NAVIGATION_LOCK_WHILE_PLAYING_MS,
} from '../config/search-timings';

/** Spec §9: the quiet period before a search runs, 300 ms, or 800 ms while audio plays. */
export const searchDebounceMs = (audioPlaying: boolean): number =>
  audioPlaying ? SEARCH_DEBOUNCE_WHILE_PLAYING_MS : SEARCH_DEBOUNCE_MS;

/** Spec §4, §9: how long the box stays disabled after a search navigates, 500 or 800 ms. */
export const searchLockMs = (audioPlaying: boolean): number =>
  audioPlaying ? SEARCH_NAVIGATION_LOCK_WHILE_PLAYING_MS : SEARCH_NAVIGATION_LOCK_MS;

/** Where the box's text comes from when it asks for a search (docs/adr/0009, 0022). */
export type SearchTrigger = 'typing' | 'enter';

/**
 * Spec §5: typing searches by itself only while no audio plays; in the mobile dialog only the
 * keyboard's Search key does (a phone keyboard pauses often; ADR 0022). Enter always asks.
 */
export const asksForSearch = (
  trigger: SearchTrigger,
  { audioPlaying, inDialog }: { audioPlaying: boolean; inDialog: boolean },
): boolean => trigger === 'enter' || (!audioPlaying && !inDialog);
