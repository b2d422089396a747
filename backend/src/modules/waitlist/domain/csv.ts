/**
 * A spreadsheet opens a cell that starts with one of these as a formula (OWASP "CSV injection"):
 * such cells get a leading apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Characters that make a field need quotes (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field: formula-safe, and quoted (inner quotes doubled) when it has to be. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record, CRLF-terminated (RFC 4180). */
export const csvRow = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;
