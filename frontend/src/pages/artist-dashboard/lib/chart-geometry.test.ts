/** @jest-environment node */
import {
  areaPath,
  labelledIndexes,
  linePath,
  nearestIndex,
  niceScale,
  type PlotBox,
  xAt,
  yAt,
} from './chart-geometry';

const BOX: PlotBox = { left: 10, top: 0, width: 100, height: 50 };

describe('niceScale', () => {
  test('the top is rounded up to 1, 2, 2.5 or 5 × 10ⁿ over four steps', () => {
    expect(niceScale(87)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(130)).toEqual({ max: 200, ticks: [0, 50, 100, 150, 200] });
    expect(niceScale(4)).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(100)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
  });

  test('small fractions keep clean ticks; an empty series still has an axis', () => {
    expect(niceScale(0.9).ticks).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceScale(0)).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] });
  });
});

describe('positions and paths', () => {
  const points = [
    { label: 'a', value: 0 },
    { label: 'b', value: 50 },
    { label: 'c', value: 100 },
  ];

  test('points spread across the box, values from its bottom', () => {
    expect(xAt(0, 3, BOX)).toBe(10);
    expect(xAt(2, 3, BOX)).toBe(110);
    expect(xAt(0, 1, BOX)).toBe(60);
    expect(yAt(0, 100, BOX)).toBe(50);
    expect(yAt(100, 100, BOX)).toBe(0);
    expect(yAt(150, 100, BOX)).toBe(0);
  });

  test('the line and its area', () => {
    expect(linePath(points, 100, BOX)).toBe('M10.0 50.0 L60.0 25.0 L110.0 0.0');
    expect(areaPath(points, 100, BOX)).toBe(
      'M10.0 50.0 L60.0 25.0 L110.0 0.0 L110.0 50.0 L10.0 50.0 Z',
    );
    expect(linePath([], 100, BOX)).toBe('');
    expect(areaPath([], 100, BOX)).toBe('');
  });

  test('the hovered point is the nearest, clamped to the series', () => {
    expect(nearestIndex(10, 3, BOX)).toBe(0);
    expect(nearestIndex(80, 3, BOX)).toBe(1);
    expect(nearestIndex(500, 3, BOX)).toBe(2);
    expect(nearestIndex(-40, 3, BOX)).toBe(0);
  });
});

describe('labelledIndexes', () => {
  test('every point when they fit', () => {
    expect(labelledIndexes(5, 7)).toEqual([0, 1, 2, 3, 4]);
    expect(labelledIndexes(0, 7)).toEqual([]);
  });

  test('evenly spaced labels, always the first and the last day', () => {
    expect(labelledIndexes(28, 7)).toEqual([0, 5, 10, 15, 20, 27]);
    const year = labelledIndexes(365, 8);
    expect(year[0]).toBe(0);
    expect(year.at(-1)).toBe(364);
    expect(year.length).toBeLessThanOrEqual(8);
  });
});
