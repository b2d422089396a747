/**
 * A square crop of an image, in the image's own pixels (as it shows, EXIF orientation applied):
 * where it may go, how far it may zoom, and how keys, drags and pinches move it. Pure, so the
 * dialog that draws it and the model that checks it agree, and each rule is tested once.
 */
export interface ImageSize {
  width: number;
  height: number;
}

/** The square's top-left corner and side, whole source pixels. */
export interface SquareCrop {
  x: number;
  y: number;
  size: number;
}

/** Arrow keys move the square 1% of the image's shorter side; with Shift, 10%. */
const KEY_STEP_SHARE = 0.01;
const SHIFT_STEP_SHARE = 0.1;
/** One press of + or − zooms this much (the square's side divided or multiplied). */
export const ZOOM_KEY_FACTOR = 1.1;

const finite = (value: number): number => (Number.isFinite(value) ? value : 0);
const clamp = (value: number, low: number, high: number): number =>
  Math.min(high, Math.max(low, finite(value)));

export const shorterSide = (image: ImageSize): number => Math.min(image.width, image.height);

/** The minimum-size rule: a square of `minSide` source pixels fits in the image. */
export const fitsMinimum = (image: ImageSize, minSide: number): boolean =>
  shorterSide(image) >= minSide;

/**
 * How large the square may be: never under `minSide` (the most it zooms in), never past the
 * shorter side (no zoom). An image too small has one size, its shorter side, and is refused.
 */
export function cropSizeRange(
  image: ImageSize,
  minSide: number,
): { smallest: number; largest: number } {
  const largest = shorterSide(image);
  return { smallest: Math.min(minSide, largest), largest };
}

/** The square kept whole inside the image, its side within the size range, in whole pixels. */
export function clampCrop(crop: SquareCrop, image: ImageSize, minSide: number): SquareCrop {
  const { smallest, largest } = cropSizeRange(image, minSide);
  const size = Math.round(clamp(crop.size, smallest, largest));
  return {
    x: Math.round(clamp(crop.x, 0, image.width - size)),
    y: Math.round(clamp(crop.y, 0, image.height - size)),
    size,
  };
}

/** Where a crop starts: the largest square, centred (what the server's own crop would keep). */
export function centredCrop(image: ImageSize, minSide: number): SquareCrop {
  const size = shorterSide(image);
  return clampCrop(
    { x: Math.floor((image.width - size) / 2), y: Math.floor((image.height - size) / 2), size },
    image,
    minSide,
  );
}

/** The square resized to `size` around its centre (then kept inside the image). */
export function zoomCrop(
  crop: SquareCrop,
  size: number,
  image: ImageSize,
  minSide: number,
): SquareCrop {
  const centreX = crop.x + crop.size / 2;
  const centreY = crop.y + crop.size / 2;
  const side = clamp(size, cropSizeRange(image, minSide).smallest, shorterSide(image));
  return clampCrop({ x: centreX - side / 2, y: centreY - side / 2, size: side }, image, minSide);
}

/** Zoomed by `factor` around its centre: above 1 closer (a smaller square), below 1 out. */
export const zoomCropBy = (
  crop: SquareCrop,
  factor: number,
  image: ImageSize,
  minSide: number,
): SquareCrop =>
  factor > 0 ? zoomCrop(crop, crop.size / factor, image, minSide) : clampCrop(crop, image, minSide);

export const moveCrop = (
  crop: SquareCrop,
  dx: number,
  dy: number,
  image: ImageSize,
  minSide: number,
): SquareCrop => clampCrop({ ...crop, x: crop.x + dx, y: crop.y + dy }, image, minSide);

/**
 * The square while dragging: where it was when the pointer went down, moved by the pointer's
 * travel on screen scaled to source pixels (the image is drawn `shownWidth` pixels wide).
 */
export function dragCrop(
  start: SquareCrop,
  travel: { dx: number; dy: number },
  shownWidth: number,
  image: ImageSize,
  minSide: number,
): SquareCrop {
  if (!(shownWidth > 0)) return clampCrop(start, image, minSide);
  const scale = image.width / shownWidth;
  return moveCrop(start, travel.dx * scale, travel.dy * scale, image, minSide);
}

/** Two fingers apart from `startDistance` to `distance`: spreading them zooms in. */
export const pinchCrop = (
  start: SquareCrop,
  startDistance: number,
  distance: number,
  image: ImageSize,
  minSide: number,
): SquareCrop =>
  startDistance > 0 && distance > 0
    ? zoomCrop(start, (start.size * startDistance) / distance, image, minSide)
    : clampCrop(start, image, minSide);

/** The axis the square travels along at no zoom: across a wide image, down a tall one. */
export const mainAxis = (image: ImageSize): 'x' | 'y' => (image.width >= image.height ? 'x' : 'y');

/** How far along its main axis the square is, and how far it could go (a slider's value). */
export function cropTravel(crop: SquareCrop, image: ImageSize): { now: number; max: number } {
  return mainAxis(image) === 'x'
    ? { now: crop.x, max: image.width - crop.size }
    : { now: crop.y, max: image.height - crop.size };
}

/**
 * The square after a key on it, or null for a key it does not take. Arrows move it (Shift: ten
 * times as far); Home and End send it to either end of its main axis; + and − zoom around its
 * centre.
 */
export function cropAfterKey(
  key: string,
  modifiers: { shift: boolean },
  crop: SquareCrop,
  image: ImageSize,
  minSide: number,
): SquareCrop | null {
  const share = modifiers.shift ? SHIFT_STEP_SHARE : KEY_STEP_SHARE;
  const step = Math.max(1, Math.round(shorterSide(image) * share));
  const move = (dx: number, dy: number) => moveCrop(crop, dx, dy, image, minSide);
  const axis = mainAxis(image);
  switch (key) {
    case 'ArrowLeft':
      return move(-step, 0);
    case 'ArrowRight':
      return move(step, 0);
    case 'ArrowUp':
      return move(0, -step);
    case 'ArrowDown':
      return move(0, step);
    case 'Home':
      return clampCrop({ ...crop, [axis]: 0 }, image, minSide);
    case 'End':
      return clampCrop({ ...crop, [axis]: Number.MAX_SAFE_INTEGER }, image, minSide);
    case '+':
    case '=':
      return zoomCropBy(crop, ZOOM_KEY_FACTOR, image, minSide);
    case '-':
    case '_':
      return zoomCropBy(crop, 1 / ZOOM_KEY_FACTOR, image, minSide);
    default:
      return null;
  }
}

/** The side of the picture made from the crop: its own, but never past `maxSide`. */
export const outputSide = (crop: SquareCrop, maxSide: number): number =>
  Math.min(crop.size, maxSide);

/** What a screen reader says of the square: "Crop 1400 × 1400 at 120, 0". */
export const describeCrop = (crop: SquareCrop): string =>
  `Crop ${crop.size} × ${crop.size} at ${crop.x}, ${crop.y}`;
