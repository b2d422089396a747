import { formatCount, formatMoney } from '@/shared/lib/format';

// en-GB writes "3.4m" (minutes? metres?): the K/M of en-US reads unambiguously on an axis.
const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export { formatCount };

/** "12K", "3.4M" — a chart axis, where space is short; small counts stay exact. */
export const formatCompact = (value: number): string =>
  Math.abs(value) < 10_000 ? formatCount(value) : COMPACT.format(value);

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Listening time as a person reads it: "2,345 h 12 min", "45 min", "40 s"; zero is "0 min".
 * Hours are not folded into days: artists compare hours across ranges.
 */
export function formatListeningTime(ms: number): string {
  if (ms <= 0) return '0 min';
  if (ms < MINUTE_MS) return `${Math.max(1, Math.round(ms / 1000))} s`;
  const minutes = Math.round(ms / MINUTE_MS);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${formatCount(hours)} h` : `${formatCount(hours)} h ${rest} min`;
}

/** Listening time in hours for a chart's axis and table: "12.5". */
export const listeningHours = (ms: number): number => Math.round((ms / HOUR_MS) * 10) / 10;

/** "46%" — a share between 0 and 1; "<1%" for a sliver that is not nothing. */
export function formatShare(share: number): string {
  if (share > 0 && share < 0.005) return '<1%';
  return `${Math.round(share * 100)}%`;
}

/** Pence as pounds: "£1,234.50" (the server counts money in minor units). */
export const formatPence = (minorUnits: number, currency: string): string =>
  formatMoney(minorUnits, currency);

/** "3:25" — a track's length. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
