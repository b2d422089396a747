import { createEvent, createStore, sample } from 'effector';
import { $currentIndex, $hasTrack } from '@/entities/player';
import { followPlayerLyrics } from '@/features/lyrics';

/** The bar's "Lyrics" button was pressed: the lyrics panel above the bar opens or closes. */
export const lyricsPanelToggled = createEvent();
/** The panel's close button or Escape. */
export const lyricsPanelClosed = createEvent();

export const $isLyricsPanelOpen = createStore(false).on(lyricsPanelClosed, () => false);

// Only over a loaded track; and it closes if the player is ever left without one.
sample({
  clock: lyricsPanelToggled,
  source: { open: $isLyricsPanelOpen, hasTrack: $hasTrack },
  fn: ({ open, hasTrack }) => !open && hasTrack,
  target: $isLyricsPanelOpen,
});
// Clocked by the index itself: $hasTrack's own change can go unseen in a fork given the index
// (a derived store not yet read there starts from its default, false, and -1 changes nothing).
sample({
  clock: $currentIndex,
  source: $hasTrack,
  filter: (hasTrack) => !hasTrack,
  target: lyricsPanelClosed,
});

// The current track's lyrics are asked for when the panel opens and when a track starts under it.
followPlayerLyrics($isLyricsPanelOpen);
