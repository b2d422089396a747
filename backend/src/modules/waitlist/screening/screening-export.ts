import type { WaitlistKind } from '@encore/shared-rules';

import { waitlistCsvChunks } from '../waitlist-export.js';
import { screeningStatus } from './domain/screening.js';
import type {
  ScreenedExportEntry,
  ScreeningFilters,
  ScreeningRepository,
} from './screening.repository.js';

/** After the CLI export's columns: where each entry stands. Notes and codes stay out. */
const SCREENING_COLUMNS = ['status', 'decided_at', 'rejection_reason'] as const;

/**
 * A list as the admins filtered it, as CSV chunks (the CLI export's columns and cell rules, then
 * the screening's), in sign-up order. The generator's return value is how many entries it wrote.
 */
export function screeningCsvChunks(
  entries: ScreeningRepository,
  kind: WaitlistKind,
  filters: ScreeningFilters,
): AsyncGenerator<string, number> {
  return waitlistCsvChunks<ScreenedExportEntry>(
    kind,
    (after, limit) => entries.exportPage(kind, filters, after, limit),
    {
      names: SCREENING_COLUMNS,
      cells: (entry) => [
        screeningStatus(entry),
        entry.decidedAt ?? '',
        entry.rejectionReason ?? '',
      ],
    },
  );
}
