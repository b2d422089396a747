// The slice's test support for other slices' tests and stories (its own entry, so the app's
// entry exports no fixtures).
export {
  ARTIST_ID,
  RELEASE_ID,
  releaseSummaryFixture,
  studioReleaseFixture,
  studioTrackFixture,
} from './testing/release-fixtures';
