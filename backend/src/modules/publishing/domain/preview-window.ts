/**
 * Where a track's preview is cut (docs/adr/0042): 30 seconds from the artist's chosen start, by
 * default a third into the track (past most intros), moved back so it ends by the track's end.
 * A track of 30 seconds or less is its own preview. Short fades where the cut falls inside the
 * music, so a preview never starts or stops with a click; none at the track's own start or end.
 */
export const PREVIEW_SECONDS = 30;
export const PREVIEW_FADE_IN_SECONDS = 1;
export const PREVIEW_FADE_OUT_SECONDS = 2;

export interface PreviewWindow {
  startS: number;
  durationS: number;
  /** 0: no fade (the preview starts where the track does). */
  fadeInS: number;
  /** 0: no fade (the preview ends where the track does). */
  fadeOutS: number;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;
/** Within this of the track's end counts as its end (times are kept to hundredths). */
const END_TOLERANCE_S = 0.01;

export function previewWindow(trackS: number, requestedStartS: number | null): PreviewWindow {
  const length = Math.max(0, Math.min(PREVIEW_SECONDS, trackS));
  const wanted = requestedStartS ?? trackS / 3;
  const latest = Math.max(0, trackS - length);
  const startS = round2(Math.min(latest, Math.max(0, Number.isFinite(wanted) ? wanted : 0)));
  const durationS = round2(Math.min(length, trackS - startS));
  const cutsIn = startS > 0;
  const cutsOut = startS + durationS < trackS - END_TOLERANCE_S;
  return {
    startS,
    durationS,
    fadeInS: cutsIn ? Math.min(PREVIEW_FADE_IN_SECONDS, durationS / 4) : 0,
    fadeOutS: cutsOut ? Math.min(PREVIEW_FADE_OUT_SECONDS, durationS / 4) : 0,
  };
}
