/** @jest-environment node */
import { isUuid } from './is-uuid';

describe('isUuid', () => {
  test('accepts a 36-character lowercase UUID', () => {
    expect(isUuid('3f2b8c1e-9a4d-4c7b-8e21-0d5f6a7b8c9d')).toBe(true);
  });

  test.each(['midnight-sessions', '3F2B8C1E-9A4D-4C7B-8E21-0D5F6A7B8C9D', '3f2b8c1e'])(
    'treats %s as a slug',
    (identifier) => {
      expect(isUuid(identifier)).toBe(false);
    },
  );
});
