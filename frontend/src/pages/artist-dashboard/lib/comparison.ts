/** How a figure moved against the period before it. */
export interface Change {
  direction: 'up' | 'down' | 'flat' | 'new';
  /** Whole percent of the previous value (always positive); null when there is no previous value. */
  percent: number | null;
  /** What the card shows: "▲ 12%", "▼ 3%", "No change", "New". */
  label: string;
  /** The same for a screen reader, with the period named: "Up 12% on the previous 28 days". */
  description: string;
}

/**
 * The change from `previous` to `current`, in whole percent of `previous`. From nothing to
 * something has no percentage ("New"); nothing to nothing, or a rounding to 0 %, is "No change".
 */
export function compare(current: number, previous: number, previousName: string): Change {
  if (previous === 0) {
    return current === 0
      ? {
          direction: 'flat',
          percent: 0,
          label: 'No change',
          description: `No change on ${previousName}`,
        }
      : { direction: 'new', percent: null, label: 'New', description: `None in ${previousName}` };
  }
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  if (percent === 0) {
    return {
      direction: 'flat',
      percent: 0,
      label: 'No change',
      description: `No change on ${previousName}`,
    };
  }
  const up = current > previous;
  const shown = percent >= 10_000 ? '>9,999' : percent.toLocaleString('en-GB');
  return {
    direction: up ? 'up' : 'down',
    percent,
    label: `${up ? '▲' : '▼'} ${shown}%`,
    description: `${up ? 'Up' : 'Down'} ${shown}% on ${previousName}`,
  };
}
