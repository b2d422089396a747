/** @jest-environment node */
import { landingPath } from './landing-path';

describe('landingPath', () => {
  test.each([
    ['admin', '/admin/dashboard'],
    ['artist', '/artist/studio'],
    ['listener', '/discover'],
    [null, '/discover'],
  ] as const)('%s lands on %s', (role, path) => {
    expect(landingPath(role)).toBe(path);
  });
});
