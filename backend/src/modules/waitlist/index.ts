// The waitlists: the Nest modules, the database facts, what the export CLI drives, and the
// screening facts the admin area's routes use (docs/adr/0035).
export { WaitlistJobsModule, WaitlistModule, WaitlistScreeningModule } from './waitlist.module.js';
export { WAITLIST_DATABASE } from './waitlist.database.js';
export { WaitlistRepository } from './waitlist.repository.js';
export { exportWaitlistCsv } from './waitlist-export.js';
export {
  judgeApproval,
  judgeInviteMail,
  judgeRejection,
  SCREENING_STATUSES,
  type ScreeningStatus,
  screeningStatus,
} from './screening/domain/screening.js';
export { InviteMailQueue } from './screening/invite-mail-queue.js';
export { screeningCsvChunks } from './screening/screening-export.js';
export { ScreeningErrors } from './screening/screening.errors.js';
export {
  SCREENING_SORTS,
  type ScreeningDetail,
  type ScreeningFilters,
  type ScreeningListQuery,
  type ScreeningNote,
  ScreeningRepository,
  type ScreeningRow,
  type ScreeningSort,
} from './screening/screening.repository.js';
