import { combine, createEvent, createStore } from 'effector';
import { followPlayerLyrics } from '@/features/lyrics';
import { $isFullPlayerOpen } from '@/features/player-controls';

/** "Lyrics" was pressed: the sheet's panel switches between the artwork and the lyrics (spec §4). */
export const lyricsToggled = createEvent();
/** Kept while the sheet is collapsed: reopening shows the view the listener left. */
export const $showsLyrics = createStore(false).on(lyricsToggled, (shows) => !shows);

// Ask for the current track's lyrics whenever they come on screen (toggled on in the open sheet,
// or the sheet reopened on them) or a track starts under them.
followPlayerLyrics(combine($showsLyrics, $isFullPlayerOpen, (shows, open) => shows && open));
