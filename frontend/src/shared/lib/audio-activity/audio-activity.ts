import { createEvent, createStore } from 'effector';

/** The player reports whether audio is audible now (true on play, false on pause, stop or end). */
export const audioActivityChanged = createEvent<boolean>();

/** True while audio plays; search waits longer and stops searching while typing (spec §4, §9). */
export const $isAudioPlaying = createStore(false).on(audioActivityChanged, (_, playing) => playing);

/**
 * Search asks for the UI to come first while it runs during playback (spec §4): the player's
 * worker may pause non-essential work (progress updates, buffer monitoring) until it is released.
 */
export const searchPriorityStarted = createEvent();

/** Search has finished (results, error or timeout): the player may resume its usual work. */
export const searchPriorityEnded = createEvent();
