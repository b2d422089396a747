// A release in the artist studio (issue 25, docs/adr/0047): the types of the studio's replies,
// their reads, and how a release's and a track's states read to the artist. Both studio pages
// (home and the release editor) and the track uploads build on it.
export { fetchStudioRelease, fetchStudioReleases } from './api/studio-releases';
export { ACCESS_CHOICES, type AccessChoice, accessChoiceOf } from './lib/access-choices';
export { formatStudioTime, RELEASE_TYPE_LABELS, releaseStatusLine } from './lib/release-labels';
export { releaseLoadStatusOf, studioLoadStatusOf } from './lib/studio-load';
export {
  type StudioRefusal,
  STUDIO_REFUSAL_TEXTS,
  studioRefusalOf,
  studioRefusalOfRole,
} from './lib/studio-refusal';
export { PROCESSING_STEP_LABELS } from './lib/track-labels';
export { studioReleasePath, withArtistId } from './model/release';
export type {
  MissingItem,
  ProcessingStep,
  ReleaseState,
  ReleaseType,
  StudioAccessType,
  StudioRelease,
  StudioReleaseList,
  StudioReleaseSummary,
  StudioTrack,
  TrackState,
} from './model/release';
export { ReleaseStateChip } from './ui/release-state-chip';
export type { ReleaseStateChipProps } from './ui/release-state-chip';
export { StudioMessage } from './ui/studio-message';
export type { StudioMessageProps } from './ui/studio-message';
