// The slice's test support for other slices' tests and stories (its own entry, so the app's
// entry exports no fixtures).
export { trackFixture } from './testing/track-fixtures';
