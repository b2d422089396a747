import { hasSettsFilter, parseToolVersion } from './tool-version.js';

describe('parseToolVersion', () => {
  test.each([
    [
      'ffmpeg version 5.1.9-0+deb12u1 Copyright (c) 2000-2026 the FFmpeg developers',
      '5.1.9-0+deb12u1',
      5,
    ],
    ['ffprobe version 7.1 Copyright (c) 2007-2024', '7.1', 7],
    ['ffmpeg version n6.1.1 Copyright', 'n6.1.1', 6],
    [
      'ffmpeg version N-47683-g0e8eb07980-static https://johnvansickle.com/ffmpeg/',
      'N-47683-g0e8eb07980-static',
      null,
    ],
  ])('reads %j', (banner, version, major) => {
    expect(parseToolVersion(`${banner}\nbuilt with gcc 12\n`)).toEqual({ version, major });
  });

  test('is null for output that is no version banner', () => {
    expect(parseToolVersion('usage: something else\n')).toBeNull();
  });
});

describe('hasSettsFilter', () => {
  test.each([
    ['5.1.9-0+deb12u1', true],
    ['4.4.2', true],
    ['n6.1.1', true],
    ['4.3.1', false],
    ['4.1', false],
    // The npm package's 2018 snapshot (≈ 4.1): no release number to trust.
    ['N-47683-g0e8eb07980-static', false],
  ])('%s → %p', (version, expected) => {
    expect(hasSettsFilter(version)).toBe(expected);
  });
});
