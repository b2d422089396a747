import { ApiError } from '@/shared/api';
import { roleMayUseStudio, studioRefusalOf, studioRefusalOfRole } from './studio-refusal';

describe('studio refusals', () => {
  test("the server's codes become the page's refusals; anything else is not one", () => {
    const refused = new ApiError(403, 'Forbidden', 'Ask Encore.', 'STUDIO.NOT_LINKED');
    expect(studioRefusalOf(refused)).toBe('not_linked');
    expect(studioRefusalOf(new ApiError(500, 'Oops', null, null))).toBeNull();
    expect(studioRefusalOf(new Error('offline'))).toBeNull();
  });

  test('listeners are refused before any call; an unknown role lets the server decide', () => {
    expect(roleMayUseStudio('listener')).toBe(false);
    expect(roleMayUseStudio('artist')).toBe(true);
    expect(roleMayUseStudio('admin')).toBe(true);
    expect(roleMayUseStudio(null)).toBe(true);
  });

  test("a listener's page says why at once; any other role's page asks the server", () => {
    expect(studioRefusalOfRole('listener')).toBe('not_an_artist');
    expect(studioRefusalOfRole('artist')).toBeNull();
    expect(studioRefusalOfRole('admin')).toBeNull();
    expect(studioRefusalOfRole(null)).toBeNull();
  });
});
