/**
 * The seam between search and the player (spec §4: "While audio plays, the UI is given priority
 * during search and then released").
 *
 * - The player fires `audioActivityChanged(true | false)` whenever playback starts or stops;
 *   `$isAudioPlaying` follows it (false until a player exists).
 * - Search fires `searchPriorityStarted` when a search begins while audio plays, and exactly one
 *   `searchPriorityEnded` when that search settles. The player's worker listens to both.
 * - Search reads `$isAudioPlaying` for its timings: debounce and navigation lock 800 ms instead of
 *   300/500 ms, and no search while typing (Enter still submits).
 */
export {
  $isAudioPlaying,
  audioActivityChanged,
  searchPriorityEnded,
  searchPriorityStarted,
} from './audio-activity';
