// The waitlists: the Nest modules, the database facts, and what the export CLI drives.
export { WaitlistJobsModule, WaitlistModule } from './waitlist.module.js';
export { WAITLIST_DATABASE } from './waitlist.database.js';
export { WaitlistRepository } from './waitlist.repository.js';
export { exportWaitlistCsv } from './waitlist-export.js';
