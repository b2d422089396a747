// Lyrics (spec §3, §4, §5, §7, §8): ask with lyricsRequested(track) — the player gives its current
// track — and show LyricsPanel, which follows the playback position and seeks on a line click.
export type { LyricsState, LyricsStatus } from './lib/lyrics-state';
export type { LyricsTrackInput } from './lib/lyrics-track';
export type { LyricLine } from './lib/parse-lrc';
export { $lyrics, lyricsRequested } from './model/lyrics';
export { LyricsPanel } from './ui/lyrics-panel';
export type { LyricsPanelProps } from './ui/lyrics-panel';
