// What the Media Source test doubles share with the DOM they stand in for: event listeners by
// type, and TimeRanges over plain `[start, end)` ranges. Not exported from the slice.

type Listener = () => void;

export class Listeners {
  private readonly map = new Map<string, Set<Listener>>();
  add(type: string, listener: Listener) {
    const set = this.map.get(type) ?? new Set();
    set.add(listener);
    this.map.set(type, set);
  }
  remove(type: string, listener: Listener) {
    this.map.get(type)?.delete(listener);
  }
  fire(type: string) {
    for (const listener of [...(this.map.get(type) ?? [])]) listener();
  }
}

export interface Range {
  start: number;
  end: number;
}

export function timeRanges(ranges: readonly Range[]): TimeRanges {
  const at = (index: number): Range => {
    const range = ranges[index];
    if (range === undefined) throw new RangeError(`no range ${index}`);
    return range;
  };
  return { length: ranges.length, start: (i) => at(i).start, end: (i) => at(i).end };
}

/** Adds `[start, end)` to sorted ranges, merging what touches. */
export function addRange(ranges: Range[], added: Range): Range[] {
  const all = [...ranges, added].sort((a, b) => a.start - b.start);
  const merged: Range[] = [];
  for (const range of all) {
    const last = merged[merged.length - 1];
    if (last !== undefined && range.start <= last.end + 1e-9)
      last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

export function removeRange(ranges: Range[], removed: Range): Range[] {
  return ranges.flatMap((range) => {
    const kept: Range[] = [];
    if (range.start < removed.start)
      kept.push({ start: range.start, end: Math.min(range.end, removed.start) });
    if (range.end > removed.end)
      kept.push({ start: Math.max(range.start, removed.end), end: range.end });
    return kept;
  });
}
