/**
 * The preview window on the waveform (the server's rule, docs/adr/0042): 30 seconds from the
 * artist's start, by default a third into the track, moved back so it ends by the track's end; a
 * track of 30 seconds or less is its own preview. Here as the studio draws and moves it.
 */
export const PREVIEW_SECONDS = 30;
/** What a drag lands on: whole seconds, as the times read. */
export const DRAG_SNAP_SECONDS = 1;
/** Arrow keys move the window this far; Page Up / Page Down ten times as far. */
export const KEY_STEP_SECONDS = 1;
export const PAGE_STEP_SECONDS = 10;

export interface PreviewWindow {
  startS: number;
  endS: number;
  /** The latest start that keeps the whole window inside the track (0 for a short track). */
  latestStartS: number;
}

/** The server keeps times to hundredths of a second. */
const round2 = (value: number): number => Math.round(value * 100) / 100;
const finite = (value: number): number => (Number.isFinite(value) ? value : 0);

export const previewLength = (durationS: number): number =>
  Math.max(0, Math.min(PREVIEW_SECONDS, finite(durationS)));

export const latestStart = (durationS: number): number =>
  round2(Math.max(0, finite(durationS) - previewLength(durationS)));

/** A start the server would keep: within the track, early enough for a whole window. */
export const clampStart = (startS: number, durationS: number): number =>
  round2(Math.min(latestStart(durationS), Math.max(0, finite(startS))));

/** The window starting at `startS`, or where the server starts it when none was chosen (null). */
export function previewWindowAt(durationS: number, startS: number | null): PreviewWindow {
  const start = clampStart(startS ?? finite(durationS) / 3, durationS);
  return {
    startS: start,
    endS: round2(Math.min(finite(durationS), start + previewLength(durationS))),
    latestStartS: latestStart(durationS),
  };
}

/** A track this short has no choice to make: all of it is the preview. */
export const isWholeTrackPreview = (durationS: number): boolean => latestStart(durationS) === 0;

export const snapSeconds = (seconds: number, step = DRAG_SNAP_SECONDS): number =>
  Math.round(seconds / step) * step;

/** Where `seconds` falls along a track drawn `width` wide (0 for an empty track or width). */
export const xOfSeconds = (seconds: number, durationS: number, width: number): number =>
  durationS > 0 && width > 0 ? (seconds / durationS) * width : 0;

export const secondsAtX = (x: number, durationS: number, width: number): number =>
  durationS > 0 && width > 0 ? (x / width) * durationS : 0;

/**
 * The start while dragging: the window's left edge follows the pointer, less where on the window
 * it was grabbed (so it does not jump under the finger), snapped and kept inside the track.
 */
export const startAtPointer = (
  pointerX: number,
  grabOffsetX: number,
  durationS: number,
  width: number,
): number =>
  clampStart(snapSeconds(secondsAtX(pointerX - grabOffsetX, durationS, width)), durationS);

/**
 * The start after a key on the slider (WAI-ARIA slider keys), or null for any other key. Up and
 * Right move later; Page Up / Page Down by ten seconds; Home to the track's start, End as late
 * as the window goes.
 */
export function startAfterKey(key: string, startS: number, durationS: number): number | null {
  const by = (step: number) => clampStart(startS + step, durationS);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return by(KEY_STEP_SECONDS);
    case 'ArrowLeft':
    case 'ArrowDown':
      return by(-KEY_STEP_SECONDS);
    case 'PageUp':
      return by(PAGE_STEP_SECONDS);
    case 'PageDown':
      return by(-PAGE_STEP_SECONDS);
    case 'Home':
      return 0;
    case 'End':
      return latestStart(durationS);
    default:
      return null;
  }
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** `m:ss`, or `h:mm:ss` from an hour up (a time in a track, always seconds). */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(finite(seconds) + 1e-6));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = twoDigits(total % 60);
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${rest}` : `${minutes}:${rest}`;
}

/** The slider's spoken value: "Preview from 1:05 to 1:35". */
export const previewValueText = (window: PreviewWindow): string =>
  `Preview from ${formatClock(window.startS)} to ${formatClock(window.endS)}`;

/** Whether a chosen start differs from the saved one (null: the server's default). */
export const startChanged = (chosenS: number, savedS: number | null, durationS: number): boolean =>
  clampStart(chosenS, durationS) !== previewWindowAt(durationS, savedS).startS;
