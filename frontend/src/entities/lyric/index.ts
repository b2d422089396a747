// A song's lyric as the app reads it: LRC parsed into timed lines, and the line being sung at a
// moment. The listener's lyrics panel (features/lyrics) and the studio's preview
// (features/studio-track-details) show the same lines from this one parser.
export { activeLineIndex, type LyricLine, parseLrc, stripLrcTags } from './lib/parse-lrc';
