/**
 * Spec §3 "Analytics play event": what happened. The client sends these, the server accepts
 * exactly these, and the daily rollups count them; a tuple, so both sides can list and narrow.
 */
export const PLAY_EVENT_TYPES = [
  'play_start',
  'play_resume',
  'pause',
  'track_complete',
  'skip_forward',
  'skip_backward',
] as const;
export type PlayEventType = (typeof PLAY_EVENT_TYPES)[number];

/** The events that carry `skip_reason: 'user_skip'` and count as skips. */
export const SKIP_EVENT_TYPES = [
  'skip_forward',
  'skip_backward',
] as const satisfies readonly PlayEventType[];
export type SkipEventType = (typeof SKIP_EVENT_TYPES)[number];

export const isSkipEvent = (type: PlayEventType): type is SkipEventType =>
  (SKIP_EVENT_TYPES as readonly PlayEventType[]).includes(type);

/** Where the web client plays: the layout it is in (narrower than 768 px is mobile). */
export const PLAY_PLATFORMS = ['mobile', 'desktop'] as const;
export type PlayPlatform = (typeof PLAY_PLATFORMS)[number];
