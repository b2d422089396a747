import { ACCESS_TYPES, isPurchasable } from './access-types.js';

describe('access types', () => {
  it('lists the spec’s five types, standard among them', () => {
    expect(ACCESS_TYPES).toEqual(['free', 'standard', 'soundcheck', 'vip', 'limited']);
  });

  it('makes only Soundcheck purchasable', () => {
    expect(ACCESS_TYPES.filter(isPurchasable)).toEqual(['soundcheck']);
  });
});
