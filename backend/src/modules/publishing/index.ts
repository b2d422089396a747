// Publishing's public face: its Nest modules and database facts, and what the admin area asks of
// releases (their list, take-down and restore: ReleaseModeration, docs/adr/0041). Uploads, the
// pipeline and downloads stay inside; other modules see releases through the catalogue.
export { PublishingJobsModule, PublishingModule } from './publishing.module.js';
export { PUBLISHING_DATABASE } from './publishing.database.js';
export {
  RELEASE_STATES,
  RELEASE_TYPES,
  type ReleaseState,
  type ReleaseType,
} from './domain/release-state.js';
export { ReleasesModule } from './releases/releases.module.js';
export { type ModeratorAction, ReleaseModeration } from './releases/release-moderation.js';
export type { ModeratedRelease } from './releases/release-lists.repository.js';
// The operator's import (src/cli/catalogue-import.ts, docs/adr/0042).
export { CatalogueImport, type ImportListener } from './import/catalogue-import.js';
export { CatalogueImportModule } from './import/import.module.js';
export { exitCodeOf, planLines, progressLine, summaryLines } from './import/import-report.js';
// The pipeline's measures (docs/adr/0042, 0048) and its AAC packaging, for the demo catalogue's
// seed through the tools' entry: it renders its own audio but must give the player the same
// facts and the same fMP4 the pipeline does.
export { AAC_PRIMING_SAMPLES, aacGapless } from './domain/master-plan.js';
export { aacPackagingArgs } from './pipeline/ffmpeg-args.js';
export {
  albumGain,
  type AlbumTrackLoudness,
  type LoudnessMeasure,
  parseEbur128Summary,
  trackLoudness,
} from './domain/loudness.js';
export { PeakMeter, type PeaksDocument, peaksDocument } from './domain/waveform-peaks.js';
export type { GaplessAac, Loudness } from './domain/track-master.js';
