import {
  centredCrop,
  clampCrop,
  cropAfterKey,
  cropSizeRange,
  cropTravel,
  describeCrop,
  dragCrop,
  fitsMinimum,
  moveCrop,
  outputSide,
  pinchCrop,
  zoomCrop,
  zoomCropBy,
} from './crop-geometry';

const MIN = 1400;
const WIDE = { width: 2000, height: 1400 };
const TALL = { width: 1500, height: 2400 };
const LARGE = { width: 4000, height: 3000 };
const SQUARE = { width: 1400, height: 1400 };
const SMALL = { width: 1200, height: 800 };

const noShift = { shift: false };

describe('the minimum-size rule', () => {
  test('an image fits when its shorter side reaches the minimum, not otherwise', () => {
    expect(fitsMinimum(SQUARE, MIN)).toBe(true);
    expect(fitsMinimum(WIDE, MIN)).toBe(true);
    expect(fitsMinimum({ width: 3000, height: 1399 }, MIN)).toBe(false);
    expect(fitsMinimum(SMALL, MIN)).toBe(false);
  });

  test('the square’s side ranges from the minimum to the shorter side', () => {
    expect(cropSizeRange(LARGE, MIN)).toEqual({ smallest: 1400, largest: 3000 });
    expect(cropSizeRange(SQUARE, MIN)).toEqual({ smallest: 1400, largest: 1400 });
    // Too small: one size, its own; the caller refuses it.
    expect(cropSizeRange(SMALL, MIN)).toEqual({ smallest: 800, largest: 800 });
  });
});

describe('where a crop starts', () => {
  test('the largest square, centred', () => {
    expect(centredCrop(WIDE, MIN)).toEqual({ x: 300, y: 0, size: 1400 });
    expect(centredCrop(TALL, MIN)).toEqual({ x: 0, y: 450, size: 1500 });
    expect(centredCrop(SQUARE, MIN)).toEqual({ x: 0, y: 0, size: 1400 });
    expect(centredCrop({ width: 1401, height: 1400 }, MIN)).toEqual({ x: 0, y: 0, size: 1400 });
  });
});

describe('clamping', () => {
  test('the square never leaves the image', () => {
    expect(clampCrop({ x: -50, y: -10, size: 1400 }, WIDE, MIN)).toEqual({
      x: 0,
      y: 0,
      size: 1400,
    });
    expect(clampCrop({ x: 900, y: 30, size: 1400 }, WIDE, MIN)).toEqual({
      x: 600,
      y: 0,
      size: 1400,
    });
  });

  test('the side stays between the minimum and the shorter side, in whole pixels', () => {
    expect(clampCrop({ x: 0, y: 0, size: 900 }, LARGE, MIN).size).toBe(1400);
    expect(clampCrop({ x: 0, y: 0, size: 5000 }, LARGE, MIN).size).toBe(3000);
    expect(clampCrop({ x: 10.4, y: 20.6, size: 1600.5 }, LARGE, MIN)).toEqual({
      x: 10,
      y: 21,
      size: 1601,
    });
  });

  test('nonsense numbers land inside the image', () => {
    expect(clampCrop({ x: Number.NaN, y: Infinity, size: Number.NaN }, WIDE, MIN)).toEqual({
      x: 0,
      y: 0,
      size: 1400,
    });
  });
});

describe('zooming around the centre', () => {
  test('a smaller square keeps its centre', () => {
    const start = centredCrop(LARGE, MIN); // 500, 0, 3000: centre 2000, 1500
    expect(zoomCrop(start, 2000, LARGE, MIN)).toEqual({ x: 1000, y: 500, size: 2000 });
    expect(zoomCropBy({ x: 1000, y: 500, size: 2000 }, 2, LARGE, MIN)).toEqual({
      x: 1300,
      y: 800,
      size: 1400,
    });
  });

  test('never closer than the minimum, never past the shorter side', () => {
    const start = centredCrop(LARGE, MIN);
    expect(zoomCrop(start, 100, LARGE, MIN).size).toBe(1400);
    expect(zoomCropBy(start, 10, LARGE, MIN).size).toBe(1400);
    expect(zoomCropBy({ x: 1300, y: 800, size: 1400 }, 0.1, LARGE, MIN)).toEqual({
      x: 500,
      y: 0,
      size: 3000,
    });
  });

  test('zooming out at an edge keeps the square inside the image', () => {
    expect(zoomCrop({ x: 2600, y: 1600, size: 1400 }, 2400, LARGE, MIN)).toEqual({
      x: 1600,
      y: 600,
      size: 2400,
    });
  });

  test('a square image of exactly the minimum cannot zoom at all', () => {
    expect(zoomCropBy(centredCrop(SQUARE, MIN), 2, SQUARE, MIN)).toEqual({
      x: 0,
      y: 0,
      size: 1400,
    });
  });
});

describe('moving', () => {
  test('by source pixels, stopping at the edges', () => {
    expect(moveCrop({ x: 300, y: 0, size: 1400 }, 120, 50, WIDE, MIN)).toEqual({
      x: 420,
      y: 0,
      size: 1400,
    });
    expect(moveCrop({ x: 300, y: 0, size: 1400 }, -1000, 0, WIDE, MIN).x).toBe(0);
  });

  test('a drag scales the pointer’s travel from screen to source pixels', () => {
    // 2000 source pixels shown 500 wide: each screen pixel is 4.
    expect(dragCrop({ x: 300, y: 0, size: 1400 }, { dx: -25, dy: 40 }, 500, WIDE, MIN)).toEqual({
      x: 200,
      y: 0,
      size: 1400,
    });
    expect(dragCrop({ x: 300, y: 0, size: 1400 }, { dx: 10, dy: 0 }, 0, WIDE, MIN)).toEqual({
      x: 300,
      y: 0,
      size: 1400,
    });
  });

  test('a pinch zooms by how far the fingers spread', () => {
    const start = centredCrop(LARGE, MIN);
    expect(pinchCrop(start, 100, 150, LARGE, MIN)).toEqual({ x: 1000, y: 500, size: 2000 });
    expect(pinchCrop(start, 100, 1000, LARGE, MIN).size).toBe(1400);
    expect(pinchCrop(start, 0, 150, LARGE, MIN)).toEqual(start);
  });
});

describe('keys on the square', () => {
  const start = { x: 300, y: 0, size: 1400 };

  test('arrows move 1% of the shorter side, ten times as far with Shift', () => {
    expect(cropAfterKey('ArrowRight', noShift, start, WIDE, MIN)).toEqual({ ...start, x: 314 });
    expect(cropAfterKey('ArrowLeft', { shift: true }, start, WIDE, MIN)).toEqual({
      ...start,
      x: 160,
    });
    // Down a wide image at no zoom: nowhere to go.
    expect(cropAfterKey('ArrowDown', noShift, start, WIDE, MIN)).toEqual(start);
    expect(cropAfterKey('ArrowDown', noShift, { x: 0, y: 0, size: 1500 }, TALL, MIN)).toEqual({
      x: 0,
      y: 15,
      size: 1500,
    });
  });

  test('Home and End go to either end of the main axis', () => {
    expect(cropAfterKey('Home', noShift, start, WIDE, MIN)).toEqual({ ...start, x: 0 });
    expect(cropAfterKey('End', noShift, start, WIDE, MIN)).toEqual({ ...start, x: 600 });
    expect(cropAfterKey('End', noShift, { x: 0, y: 450, size: 1500 }, TALL, MIN)).toEqual({
      x: 0,
      y: 900,
      size: 1500,
    });
  });

  test('+ and − zoom around the centre within the limits', () => {
    const zoomedIn = cropAfterKey('+', noShift, centredCrop(LARGE, MIN), LARGE, MIN);
    expect(zoomedIn).toEqual({ x: 636, y: 136, size: 2727 });
    expect(cropAfterKey('-', noShift, centredCrop(LARGE, MIN), LARGE, MIN)).toEqual(
      centredCrop(LARGE, MIN),
    );
  });

  test('any other key is not the square’s', () => {
    expect(cropAfterKey('Enter', noShift, start, WIDE, MIN)).toBeNull();
    expect(cropAfterKey('a', noShift, start, WIDE, MIN)).toBeNull();
  });
});

describe('what the crop says and makes', () => {
  test('its travel along the main axis', () => {
    expect(cropTravel({ x: 120, y: 0, size: 1400 }, WIDE)).toEqual({ now: 120, max: 600 });
    expect(cropTravel({ x: 0, y: 450, size: 1500 }, TALL)).toEqual({ now: 450, max: 900 });
  });

  test('a label with its size and position', () => {
    expect(describeCrop({ x: 120, y: 0, size: 1400 })).toBe('Crop 1400 × 1400 at 120, 0');
  });

  test('the output is the crop’s own size, capped', () => {
    expect(outputSide({ x: 0, y: 0, size: 1400 }, 3000)).toBe(1400);
    expect(outputSide({ x: 0, y: 0, size: 3600 }, 3000)).toBe(3000);
  });
});
