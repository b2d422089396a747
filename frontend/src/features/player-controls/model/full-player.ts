import { createEvent, createStore, sample } from 'effector';
import { $hasTrack } from '@/entities/player';

/** The mobile mini player was tapped: the full player sheet expands (spec §4). */
export const fullPlayerOpened = createEvent();
/** The sheet collapses back to the mini player (close control, Escape, a link followed…). */
export const fullPlayerClosed = createEvent();

export const $isFullPlayerOpen = createStore(false).on(fullPlayerClosed, () => false);

// Nothing to show without a track: the sheet only opens over a loaded one.
sample({ clock: fullPlayerOpened, filter: $hasTrack, fn: () => true, target: $isFullPlayerOpen });
