/**
 * What to send for a `Range` header (RFC 9110 §14), for a file of `size` bytes:
 * - `whole`: no header, an unknown unit, bad syntax (ignored as §14.2 allows) or several
 *   satisfiable ranges (we never build multipart/byteranges; a media player asks for one);
 * - `partial`: exactly one satisfiable range, its end clamped to the last byte;
 * - `unsatisfiable`: a valid header none of whose ranges overlaps the file (416).
 */
export type RangeSelection =
  { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const WHOLE: RangeSelection = { kind: 'whole' };
const RANGE_SPEC = /^(?:(\d+)-(\d*)|-(\d+))$/;

interface Spec {
  first: number | null;
  last: number | null;
  suffix: number | null;
}

function parseSpecs(header: string): Spec[] | null {
  const eq = header.indexOf('=');
  if (eq < 0 || header.slice(0, eq).trim().toLowerCase() !== 'bytes') return null;
  // A list may hold empty elements (`bytes=0-1,,`); recipients skip them (RFC 9110 §5.6.1).
  const items = header
    .slice(eq + 1)
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const specs: Spec[] = [];
  for (const item of items) {
    const match = RANGE_SPEC.exec(item);
    if (!match) return null;
    const [, first, last, suffix] = match;
    const spec = {
      first: first === undefined ? null : Number(first),
      last: last === undefined || last === '' ? null : Number(last),
      suffix: suffix === undefined ? null : Number(suffix),
    };
    if (spec.first !== null && spec.last !== null && spec.last < spec.first) return null;
    specs.push(spec);
  }
  return specs.length > 0 ? specs : null;
}

/** The bytes a satisfiable spec selects, or null when it lies beyond the file. */
function clamp(spec: Spec, size: number): { start: number; end: number } | null {
  if (spec.suffix !== null) {
    return spec.suffix > 0 && size > 0
      ? { start: Math.max(0, size - spec.suffix), end: size - 1 }
      : null;
  }
  const first = spec.first ?? 0;
  if (first >= size) return null;
  return { start: first, end: Math.min(spec.last ?? size - 1, size - 1) };
}

export function selectRange(header: string | undefined, size: number): RangeSelection {
  if (header === undefined) return WHOLE;
  const specs = parseSpecs(header);
  if (specs === null) return WHOLE;
  const satisfiable = specs.map((spec) => clamp(spec, size)).filter((range) => range !== null);
  const [only, ...more] = satisfiable;
  if (only === undefined) return { kind: 'unsatisfiable' };
  return more.length === 0 ? { kind: 'partial', ...only } : WHOLE;
}
