import { AdminErrors } from '../admin.errors.js';
import { parseInstant } from './instant.js';

/**
 * A list's `from` (inclusive) and `to` (exclusive) as instants; an impossible date, or a range
 * that ends before it starts, is a 400 (ADMIN.TIME_INVALID).
 */
export function timeRange(
  from: string | undefined,
  to: string | undefined,
): { from?: Date | undefined; to?: Date | undefined } {
  const start = instantOrThrow(from);
  const end = instantOrThrow(to);
  if (start && end && start.getTime() >= end.getTime()) throw AdminErrors.TIME_INVALID();
  return { from: start, to: end };
}

function instantOrThrow(raw: string | undefined): Date | undefined {
  if (raw === undefined) return undefined;
  const instant = parseInstant(raw);
  if (!instant) throw AdminErrors.TIME_INVALID();
  return instant;
}
