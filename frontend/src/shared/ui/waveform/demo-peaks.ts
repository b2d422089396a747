/**
 * A song's shape for stories and tests (original to this project): a quiet intro, a verse, two
 * loud choruses and a fade, 1,000 points like the pipeline's.
 */
export function demoPeaks(count = 1000): number[] {
  return Array.from({ length: count }, (_, i) => {
    const t = i / count;
    const envelope = t < 0.1 ? t * 4 : t > 0.9 ? (1 - t) * 6 : t > 0.35 && t < 0.55 ? 0.95 : 0.6;
    const texture = 0.7 + 0.3 * Math.abs(Math.sin(i * 0.37));
    return Math.round(Math.min(1, envelope * texture) * 1000) / 1000;
  });
}

export const DEMO_PEAKS: readonly number[] = /* @__PURE__ */ demoPeaks();
