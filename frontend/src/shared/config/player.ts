// Player constants from the spec (section 9) and the targets.

/** Default volume; unmute restores it (mute sets 0). */
export const DEFAULT_VOLUME = 0.75;
/** Volume range 0–1 in steps of 0.01. */
export const VOLUME_STEP = 0.01;
/** Progress is only updated when it moved by at least this many seconds. */
export const PROGRESS_MIN_STEP_SECONDS = 0.25;
/** A track without a duration: 30 s when it has a preview address, else 180 s. */
export const PREVIEW_FALLBACK_DURATION_SECONDS = 30;
export const FULL_FALLBACK_DURATION_SECONDS = 180;
/** A skip is detected this long after the current track changes. */
export const SKIP_DETECTION_DELAY_MS = 100;
/** The audio context suspends after this long without sound. */
export const AUDIO_SUSPEND_AFTER_MS = 30_000;
/** Howler's HTML5 audio pool size. */
export const HTML5_AUDIO_POOL_SIZE = 10;
/** Keyboard seek step (←/→). */
export const KEYBOARD_SEEK_SECONDS = 10;
/** Analytics: every play event says where it comes from and which client sent it. */
export const PLAY_SOURCE = 'web_app';
export const APP_VERSION = 'web-1.0.0';
