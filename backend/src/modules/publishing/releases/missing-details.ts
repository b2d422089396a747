import type { ErrorDetail } from '../../../platform/http/index.js';
import type { MissingItem } from '../domain/publish-checklist.js';

/** The checklist's gaps as the error envelope lists them: one detail per missing item. */
export const missingDetails = (missing: readonly MissingItem[]): ErrorDetail[] =>
  missing.map(({ item, message }) => ({ field: item, messages: [message] }));
