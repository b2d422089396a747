// The slice's test support (its testing/ segment) for other slices' tests and stories: a public
// entry of its own, so the app's entry (index.ts) exports no fixtures.
export {
  LOADING_LYRICS,
  lyricsServiceReply,
  NO_LYRICS,
  SYNCED_LYRICS,
} from './testing/lyrics-fixtures';
