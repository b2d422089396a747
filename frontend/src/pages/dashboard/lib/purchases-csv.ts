import { PURCHASE_STATUS_LABELS } from '@/entities/purchase';
import { majorUnits } from '@/shared/lib/format';
import type { Purchase } from '../api/purchases-api';

const HEADER = ['Date', 'Album', 'Artist', 'Amount', 'Currency', 'Status', 'Session ID'];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, with quotes
 * doubled. A field a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a
 * leading apostrophe, so an album title cannot become one (OWASP "CSV injection").
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The purchases as a CSV file's text: a header row, then one row each, CRLF line ends. */
export function purchasesCsv(purchases: readonly Purchase[]): string {
  const rows = purchases.map((purchase) => [
    purchase.purchased_at.slice(0, 10),
    purchase.album.title,
    purchase.album.artist_name,
    majorUnits(purchase.amount, purchase.currency),
    purchase.currency.toUpperCase(),
    PURCHASE_STATUS_LABELS[purchase.status],
    purchase.session_id ?? '',
  ]);
  return [HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** `encore-purchases-2026-11-25.csv`, dated the day it is made. */
export const purchasesCsvFileName = (today: Date): string =>
  `encore-purchases-${today.toISOString().slice(0, 10)}.csv`;
