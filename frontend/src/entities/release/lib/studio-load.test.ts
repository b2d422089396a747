import { ApiError } from '@/shared/api';
import { releaseLoadStatusOf, studioLoadStatusOf } from './studio-load';

const refusal = new ApiError(403, 'Forbidden', 'Ask Encore.', 'STUDIO.NOT_LINKED');
const missing = new ApiError(404, 'Not Found', 'No such release', 'STUDIO.RELEASE_NOT_FOUND');
const broken = new ApiError(500, 'Oops', null, null);
const offline = new TypeError('Failed to fetch');

describe('how a failed studio read shows', () => {
  test("the server's refusal is refused; anything else failed, a 404 too", () => {
    expect(studioLoadStatusOf(refusal)).toBe('refused');
    expect(studioLoadStatusOf(missing)).toBe('failed');
    expect(studioLoadStatusOf(broken)).toBe('failed');
    expect(studioLoadStatusOf(offline)).toBe('failed');
  });

  test('a release read by its id: a 404 is not found, a refusal stays refused even as a 404', () => {
    expect(releaseLoadStatusOf(missing)).toBe('not_found');
    expect(releaseLoadStatusOf(refusal)).toBe('refused');
    expect(releaseLoadStatusOf(new ApiError(404, 'Not Found', null, 'STUDIO.OTHER_ARTIST'))).toBe(
      'refused',
    );
    expect(releaseLoadStatusOf(broken)).toBe('failed');
    expect(releaseLoadStatusOf(offline)).toBe('failed');
  });
});
