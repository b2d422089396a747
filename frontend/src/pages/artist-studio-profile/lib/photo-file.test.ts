import { photoProblem } from './photo-file';

describe('photoProblem', () => {
  test('takes JPEG, PNG and WebP up to 5 MB, and says why not otherwise', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(photoProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(photoProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'Choose a JPEG, PNG or WebP image.',
    );
    expect(photoProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Photos must be 5 MB or smaller.',
    );
  });
});
