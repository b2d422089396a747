/** One point of an evenly spaced series: its label on the x axis and its value. */
export interface ChartPoint {
  label: string;
  value: number;
}

/** The plot area inside the SVG's view box (axis labels sit in the margins). */
export interface PlotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A y axis from 0 that reads well: the top rounded up to 1, 2, 2.5 or 5 × 10ⁿ over `count`
 * steps (an empty series still gets an axis, 0 to `count`). Fractions only when the data has them.
 */
export function niceScale(maxValue: number, count = 4): { max: number; ticks: number[] } {
  const rawStep = maxValue <= 0 ? 1 : maxValue / count;
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const step =
    [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= rawStep) ??
    10 * magnitude;
  const ticks = Array.from({ length: count + 1 }, (_, i) => roundTo(i * step, step));
  return { max: ticks[count] ?? step * count, ticks };
}

/** Drops float noise (0.30000000000000004) to the step's own decimals. */
function roundTo(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  return Number(value.toFixed(decimals));
}

/** The x position of point `index` of `count`, spread across the box (one point sits centred). */
export const xAt = (index: number, count: number, box: PlotBox): number =>
  count <= 1 ? box.left + box.width / 2 : box.left + (index / (count - 1)) * box.width;

export const yAt = (value: number, max: number, box: PlotBox): number =>
  box.top + box.height - (max <= 0 ? 0 : (Math.min(value, max) / max) * box.height);

const fixed = (n: number): string => n.toFixed(1);

/** The SVG path of the line through every point ("M x y L x y …"); empty for no points. */
export function linePath(points: readonly ChartPoint[], max: number, box: PlotBox): string {
  return points
    .map((point, i) => {
      const x = fixed(xAt(i, points.length, box));
      return `${i === 0 ? 'M' : 'L'}${x} ${fixed(yAt(point.value, max, box))}`;
    })
    .join(' ');
}

/** The same line closed down to the x axis, for the shaded area under it. */
export function areaPath(points: readonly ChartPoint[], max: number, box: PlotBox): string {
  if (points.length === 0) return '';
  const base = fixed(box.top + box.height);
  const first = fixed(xAt(0, points.length, box));
  const last = fixed(xAt(points.length - 1, points.length, box));
  return `${linePath(points, max, box)} L${last} ${base} L${first} ${base} Z`;
}

/**
 * Which points get an x-axis label: at most `maxLabels`, evenly spaced, always the first and the
 * last (so a year reads from its first day to today).
 */
export function labelledIndexes(count: number, maxLabels: number): number[] {
  if (count <= 0) return [];
  if (count <= maxLabels) return Array.from({ length: count }, (_, i) => i);
  const step = Math.ceil((count - 1) / (maxLabels - 1));
  const indexes: number[] = [];
  for (let i = 0; i < count - 1; i += step) indexes.push(i);
  // Keep the last label clear of its neighbour.
  if (count - 1 - (indexes.at(-1) ?? 0) < step / 2) indexes.pop();
  indexes.push(count - 1);
  return indexes;
}

/** The point nearest an x position in the box (for the hover read-out). */
export function nearestIndex(x: number, count: number, box: PlotBox): number {
  if (count <= 1) return 0;
  const ratio = (x - box.left) / box.width;
  return Math.min(count - 1, Math.max(0, Math.round(ratio * (count - 1))));
}
