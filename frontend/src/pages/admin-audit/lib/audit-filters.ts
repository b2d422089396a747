/** The audit page's filters as the form holds them; days are `YYYY-MM-DD`, both ends included. */
export interface AuditFilters {
  action: string;
  targetType: string;
  actor: string;
  fromDay: string;
  toDay: string;
}

export const NO_FILTERS: AuditFilters = {
  action: '',
  targetType: '',
  actor: '',
  fromDay: '',
  toDay: '',
};

export interface AuditParams {
  action?: string;
  target_type?: string;
  actor?: string;
  from?: string;
  to?: string;
}

const DAY_MS = 86_400_000;

/** The day after a `YYYY-MM-DD` day; the text itself when it is no day (the server explains). */
function dayAfter(day: string): string {
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isNaN(ms) ? day : new Date(ms + DAY_MS).toISOString().slice(0, 10);
}

/**
 * The query the filters mean: empty ones left out, the rest trimmed; the last day is included,
 * so `to` (exclusive on the server) is the day after it.
 */
export function auditParamsOf(filters: AuditFilters): AuditParams {
  const action = filters.action.trim();
  const targetType = filters.targetType.trim();
  const actor = filters.actor.trim();
  const from = filters.fromDay.trim();
  const to = filters.toDay.trim();
  return {
    ...(action === '' ? {} : { action }),
    ...(targetType === '' ? {} : { target_type: targetType }),
    ...(actor === '' ? {} : { actor }),
    ...(from === '' ? {} : { from }),
    ...(to === '' ? {} : { to: dayAfter(to) }),
  };
}

/** Whether any filter is set (the empty list then says that nothing matched). */
export const isFiltered = (filters: AuditFilters): boolean =>
  Object.keys(auditParamsOf(filters)).length > 0;
