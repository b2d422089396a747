import type { CsvRow } from '../artist-metrics-sql.js';

export const CSV_COLUMNS = [
  'day',
  'track_id',
  'track_title',
  'album_title',
  'plays',
  'streams',
  'unique_listeners',
  'listening_time_ms',
  'completes',
  'partials',
  'skips',
  'previews',
  'play_listeners',
  'preview_listeners',
] as const;

/**
 * A CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is
 * neutralised with a quote mark so a spreadsheet never runs a title as a formula.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The export: a header, then one line per day and track (CRLF line ends, RFC 4180). */
export function analyticsCsv(rows: readonly CsvRow[]): string {
  const lines = rows.map((row) =>
    [
      row.day,
      row.track_id,
      row.title,
      row.album_title,
      row.plays,
      row.streams,
      row.unique_listeners,
      row.listening_time_ms,
      row.completes,
      row.partials,
      row.skips,
      row.previews,
      row.play_listeners,
      row.preview_listeners,
    ]
      .map(csvField)
      .join(','),
  );
  return [CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
