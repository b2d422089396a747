// The slice's test support (its testing/ segment) for other slices' tests and stories: a public
// entry of its own, so the app's entry (index.ts) exports no fixtures.
export {
  DEMO_COVER,
  LONG_TITLE_TRACK,
  playerStoreValues,
  playerTrackFixture,
} from './testing/player-fixtures';
export type { PlayerStoreOptions } from './testing/player-fixtures';
