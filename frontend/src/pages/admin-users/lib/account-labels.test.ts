/** @jest-environment node */
import { deviceOf } from './account-labels';

describe('deviceOf', () => {
  test.each([
    ['Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
  ])('names the browser and system of %s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toBe(device);
  });

  test('falls back to the start of an unknown agent, or says it is unknown', () => {
    expect(deviceOf('EncorePhone/2.0')).toBe('EncorePhone/2.0');
    expect(deviceOf('x'.repeat(50))).toBe(`${'x'.repeat(40)}…`);
    expect(deviceOf(null)).toBe('Unknown device');
    expect(deviceOf(' ')).toBe('Unknown device');
  });
});
