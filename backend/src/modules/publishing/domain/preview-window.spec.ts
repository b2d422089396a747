import { previewWindow } from './preview-window.js';

describe('previewWindow', () => {
  test('is 30 s from a third into the track by default, faded in and out', () => {
    expect(previewWindow(240, null)).toEqual({
      startS: 80,
      durationS: 30,
      fadeInS: 1,
      fadeOutS: 2,
    });
  });

  test('starts where the artist chose', () => {
    expect(previewWindow(240, 12.5)).toMatchObject({ startS: 12.5, durationS: 30 });
  });

  test('starting at 0 has no fade in; ending at the end has no fade out', () => {
    expect(previewWindow(240, 0)).toEqual({ startS: 0, durationS: 30, fadeInS: 0, fadeOutS: 2 });
    expect(previewWindow(240, 210)).toEqual({
      startS: 210,
      durationS: 30,
      fadeInS: 1,
      fadeOutS: 0,
    });
  });

  test('is moved back to end with the track when the start is too late', () => {
    expect(previewWindow(200, 190)).toMatchObject({ startS: 170, durationS: 30, fadeOutS: 0 });
    // The default third of a 40 s track would run past its end too.
    expect(previewWindow(40, null)).toMatchObject({ startS: 10, durationS: 30 });
  });

  test('is the whole track, without fades, for a track of 30 s or less', () => {
    expect(previewWindow(30, null)).toEqual({ startS: 0, durationS: 30, fadeInS: 0, fadeOutS: 0 });
    expect(previewWindow(8.25, 5)).toEqual({ startS: 0, durationS: 8.25, fadeInS: 0, fadeOutS: 0 });
  });

  test('clamps a negative or nonsensical start to the beginning', () => {
    expect(previewWindow(120, -5)).toMatchObject({ startS: 0 });
    expect(previewWindow(120, Number.NaN)).toMatchObject({ startS: 0 });
  });

  test('keeps times to hundredths of a second', () => {
    expect(previewWindow(100.123, null)).toMatchObject({ startS: 33.37, durationS: 30 });
  });
});
