import { createEvent, createStore, sample } from 'effector';
import { $currentTrack, trackStarted, type PlayerTrack } from '@/entities/player';
import { lyricsRequested, type LyricsTrackInput } from '@/features/lyrics';
import { $isFullPlayerOpen } from '@/features/player-controls';

/** "Lyrics" was pressed: the sheet's panel switches between the artwork and the lyrics (spec §4). */
export const lyricsToggled = createEvent();
/** Kept while the sheet is collapsed: reopening shows the view the listener left. */
export const $showsLyrics = createStore(false).on(lyricsToggled, (shows) => !shows);

interface Shown {
  track: PlayerTrack | null;
  shows: boolean;
  open: boolean;
}
const lyricsOnScreen = (shown: Shown): shown is Shown & { track: PlayerTrack } =>
  shown.shows && shown.open && shown.track !== null;

const lyricsTrack = ({ track }: { track: PlayerTrack }): LyricsTrackInput => ({
  id: track.id,
  artistName: track.artistName,
  title: track.title,
  albumName: track.albumName,
  // The catalogue's duration (0 = unknown), never the 30 s / 180 s playback fallback.
  duration: track.duration,
});

// Ask for the current track's lyrics whenever they come on screen or a track starts under them
// (trackStarted, not $currentTrack: that one also changes when the signed address arrives).
sample({
  clock: [lyricsToggled, trackStarted, $isFullPlayerOpen.updates],
  source: { track: $currentTrack, shows: $showsLyrics, open: $isFullPlayerOpen },
  filter: lyricsOnScreen,
  fn: lyricsTrack,
  target: lyricsRequested,
});
