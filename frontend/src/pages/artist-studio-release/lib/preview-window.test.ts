import {
  clampStart,
  formatClock,
  isWholeTrackPreview,
  previewValueText,
  previewWindowAt,
  secondsAtX,
  snapSeconds,
  startAfterKey,
  startAtPointer,
  startChanged,
  xOfSeconds,
} from './preview-window';

describe('previewWindowAt', () => {
  test('starts a third into the track when no start was chosen, as the server does', () => {
    expect(previewWindowAt(214, null)).toEqual({ startS: 71.33, endS: 101.33, latestStartS: 184 });
  });

  test('keeps a chosen start, moved back so the window ends by the track’s end', () => {
    expect(previewWindowAt(214, 65)).toMatchObject({ startS: 65, endS: 95 });
    expect(previewWindowAt(214, 200)).toMatchObject({ startS: 184, endS: 214 });
    expect(previewWindowAt(214, -5)).toMatchObject({ startS: 0, endS: 30 });
  });

  test('a track of 30 seconds or less is its own preview', () => {
    expect(previewWindowAt(24, 10)).toEqual({ startS: 0, endS: 24, latestStartS: 0 });
    expect(isWholeTrackPreview(24)).toBe(true);
    expect(isWholeTrackPreview(30)).toBe(true);
    expect(isWholeTrackPreview(30.5)).toBe(false);
  });
});

describe('clampStart', () => {
  test('keeps hundredths, stays inside the track, and treats nonsense as the start', () => {
    expect(clampStart(12.3456, 214)).toBe(12.35);
    expect(clampStart(500, 214)).toBe(184);
    expect(clampStart(Number.NaN, 214)).toBe(0);
  });
});

describe('time and position', () => {
  test('convert both ways along the drawn track', () => {
    expect(xOfSeconds(50, 200, 400)).toBe(100);
    expect(secondsAtX(100, 200, 400)).toBe(50);
    expect(xOfSeconds(50, 0, 400)).toBe(0);
    expect(secondsAtX(100, 200, 0)).toBe(0);
  });

  test('a drag follows the pointer less the grab offset, snapped to whole seconds', () => {
    // 390 px for 195 s: 2 px a second. Grabbed 20 px into the window, pointer at 151 px.
    expect(startAtPointer(151, 20, 195, 390)).toBe(66);
    expect(startAtPointer(-80, 0, 195, 390)).toBe(0);
    expect(startAtPointer(1000, 0, 195, 390)).toBe(165);
    expect(snapSeconds(65.4)).toBe(65);
    expect(snapSeconds(65.5)).toBe(66);
  });
});

describe('startAfterKey', () => {
  test('arrows move a second, Page keys ten, Home and End to the ends', () => {
    expect(startAfterKey('ArrowRight', 65, 214)).toBe(66);
    expect(startAfterKey('ArrowUp', 65, 214)).toBe(66);
    expect(startAfterKey('ArrowLeft', 65, 214)).toBe(64);
    expect(startAfterKey('ArrowDown', 65, 214)).toBe(64);
    expect(startAfterKey('PageUp', 65, 214)).toBe(75);
    expect(startAfterKey('PageDown', 65, 214)).toBe(55);
    expect(startAfterKey('Home', 65, 214)).toBe(0);
    expect(startAfterKey('End', 65, 214)).toBe(184);
  });

  test('never leaves the track, and ignores other keys', () => {
    expect(startAfterKey('PageDown', 4, 214)).toBe(0);
    expect(startAfterKey('PageUp', 180, 214)).toBe(184);
    expect(startAfterKey('Enter', 65, 214)).toBeNull();
  });
});

describe('formatting', () => {
  test('times read as m:ss, or h:mm:ss from an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.99)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
  });

  test('the slider says where the preview plays', () => {
    expect(previewValueText(previewWindowAt(214, 65))).toBe('Preview from 1:05 to 1:35');
    expect(previewValueText(previewWindowAt(24, null))).toBe('Preview from 0:00 to 0:24');
  });
});

describe('startChanged', () => {
  test('compares with the saved start, or with the default when none was saved', () => {
    expect(startChanged(65, 65, 214)).toBe(false);
    expect(startChanged(66, 65, 214)).toBe(true);
    expect(startChanged(71.33, null, 214)).toBe(false);
    expect(startChanged(70, null, 214)).toBe(true);
    expect(startChanged(999, 184, 214)).toBe(false);
  });
});
