import type { AnalyticsQuery } from './range';

/** A name safe on every file system: no path separators, quotes or control characters. */
const SAFE_NAME = /^[\w.-]{1,200}$/;

/**
 * The export's file name: the server's (Content-Disposition `filename*=` or `filename=`) when it
 * is a plain, safe name ending in .csv; otherwise one made from the range asked for.
 */
export function csvFileName(contentDisposition: string | null, query: AnalyticsQuery): string {
  const named = contentDisposition === null ? null : fileNameOf(contentDisposition);
  if (named !== null && SAFE_NAME.test(named) && named.toLowerCase().endsWith('.csv')) {
    return named;
  }
  const range =
    query.from !== undefined && query.to !== undefined
      ? `${query.from}-to-${query.to}`
      : (query.range ?? 'latest');
  return `encore-analytics-${range}.csv`;
}

function fileNameOf(header: string): string | null {
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1] !== undefined) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      return null;
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  return plain?.[1] ?? plain?.[2] ?? null;
}
