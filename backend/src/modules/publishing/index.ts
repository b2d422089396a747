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
export type { ModeratedRelease } from './releases/releases.repository.js';
// The operator's import (src/cli/catalogue-import.ts, docs/adr/0042).
export { CatalogueImport, type ImportListener } from './import/catalogue-import.js';
export { CatalogueImportModule } from './import/import.module.js';
export { exitCodeOf, planLines, progressLine, summaryLines } from './import/import-report.js';
