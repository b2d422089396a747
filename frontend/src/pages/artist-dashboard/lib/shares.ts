import type { ListenerMix, Share } from '../api/analytics-api';
import { formatCount, formatShare } from './format-figures';

/** One bar of a split: its name, count and share of the whole. */
export interface ShareRow {
  key: string;
  label: string;
  count: number;
  share: number;
  /** "1,234 plays (46%)". */
  text: string;
}

const PLATFORM_LABELS: Record<string, string> = { mobile: 'Mobile', desktop: 'Desktop' };

/** Counts as a split of their sum, in the order given; a zero sum gives zero shares. */
export function shareRows(
  parts: readonly { key: string; count: number; label?: string }[],
  unit: string,
): ShareRow[] {
  const total = parts.reduce((sum, part) => sum + part.count, 0);
  return parts.map(({ key, count, label }) => {
    const share = total === 0 ? 0 : count / total;
    return {
      key,
      label: label ?? PLATFORM_LABELS[key] ?? key,
      count,
      share,
      text: `${formatCount(count)} ${unit} (${formatShare(share)})`,
    };
  });
}

export const platformRows = (platforms: readonly Share[]): ShareRow[] =>
  shareRows(
    platforms.map(({ key, plays }) => ({ key, count: plays })),
    'plays',
  );

export const deviceRows = (devices: readonly Share[]): ShareRow[] =>
  shareRows(
    devices.map(({ key, plays }) => ({ key, count: plays })),
    'plays',
  );

/** Signed-in listeners split into new (first play of you in the period) and returning. */
export const listenerRows = (mix: ListenerMix): ShareRow[] =>
  shareRows(
    [
      { key: 'new', label: 'New', count: mix.new },
      { key: 'returning', label: 'Returning', count: mix.returning },
    ],
    'listeners',
  );
