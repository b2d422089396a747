import { CREDITS_MAX_CHARACTERS } from '../config/limits';
import { lengthProblem } from '@/shared/lib/format';

/**
 * One credit as the studio edits it. The server keeps credits as one text; the studio writes
 * one credit a line, "Role: Name" ("Producer: Sam Reed"), or just the name when there is no
 * role, so any text the server holds reads back as rows and saves back unchanged.
 */
export interface CreditRow {
  role: string;
  name: string;
}

/**
 * "Role: Name": the role is what comes before the first colon that is followed by a space or
 * ends the line, so "Recorded 10:30 at Home" stays one name.
 */
const ROLE_AND_NAME = /^([^:]+?)\s*:(?:\s+(.*))?$/;
const LINE_BREAK = /\r\n|\r|\n/;

export const EMPTY_CREDIT: CreditRow = { role: '', name: '' };

const isBlank = (row: CreditRow) => row.role.trim() === '' && row.name.trim() === '';

/** The rows of the credits the server holds (none: no rows). */
export function creditRowsOf(credits: string | null): CreditRow[] {
  if (credits === null) return [];
  return credits
    .split(LINE_BREAK)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const match = ROLE_AND_NAME.exec(line);
      if (match === null) return { role: '', name: line };
      return { role: match[1] ?? '', name: (match[2] ?? '').trim() };
    });
}

/** The text the server stores for the rows (blank rows left out), or null when none is left. */
export function creditsText(rows: readonly CreditRow[]): string | null {
  const lines = rows
    .filter((row) => !isBlank(row))
    .map(({ role, name }) => {
      const trimmedRole = role.trim();
      const trimmedName = name.trim();
      return trimmedRole === '' ? trimmedName : `${trimmedRole}: ${trimmedName}`;
    });
  return lines.length === 0 ? null : lines.join('\n');
}

/** Why one row cannot be saved as it is, or null (a blank row is simply left out). */
export function creditRowProblem(row: CreditRow): string | null {
  const role = row.role.trim();
  if (role.includes(':')) return 'A role cannot contain a colon (:).';
  if (role !== '' && row.name.trim() === '')
    return `Add a name for “${role}”, or remove this credit.`;
  return null;
}

/** Why the credits as a whole cannot be saved (too long), or null. */
export function creditsLengthProblem(rows: readonly CreditRow[]): string | null {
  return lengthProblem(creditsText(rows) ?? '', 'The credits', CREDITS_MAX_CHARACTERS);
}

/** Whether two sets of rows save as the same text. */
export const sameCredits = (a: readonly CreditRow[], b: readonly CreditRow[]): boolean =>
  creditsText(a) === creditsText(b);

/** How many credits the rows hold (blank rows do not count). */
export const creditCount = (rows: readonly CreditRow[]): number =>
  rows.filter((row) => !isBlank(row)).length;
