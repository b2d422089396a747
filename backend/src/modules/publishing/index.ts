// Publishing's public face: its Nest modules and database facts. Releases, uploads, the
// pipeline and downloads stay inside; other modules see releases through the catalogue.
export { PublishingJobsModule, PublishingModule } from './publishing.module.js';
export { PUBLISHING_DATABASE } from './publishing.database.js';
