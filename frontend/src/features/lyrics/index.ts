// Lyrics (spec §3, §4, §5, §7, §8): ask with lyricsRequested(track) — or let a view's model call
// followPlayerLyrics($shown) to follow the player's current track while the view is on screen —
// and show LyricsPanel, which follows the playback position and seeks on a line click.
export type { LyricsState, LyricsStatus } from './lib/lyrics-state';
export type { LyricsTrackInput } from './lib/lyrics-track';
export type { LyricLine } from '@/entities/lyric';
export { followPlayerLyrics } from './model/follow-player';
export { $lyrics, lyricsRequested } from './model/lyrics';
export { LyricsPanel } from './ui/lyrics-panel';
export type { LyricsPanelProps } from './ui/lyrics-panel';
