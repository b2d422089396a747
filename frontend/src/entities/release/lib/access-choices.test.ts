import { ACCESS_CHOICES, accessChoiceOf, artistShareOfSale } from './access-choices';

describe('access choices', () => {
  test('the artist receives 80% of a £5.99 sale, rounded down to the penny', () => {
    expect(artistShareOfSale(599)).toBe(479);
  });

  test('each choice says what listeners get and what the artist earns', () => {
    expect(ACCESS_CHOICES.map((choice) => choice.value)).toEqual([
      'free',
      'standard',
      'soundcheck',
    ]);
    expect(accessChoiceOf('soundcheck')).toMatchObject({
      label: 'Soundcheck £5.99',
      forIncome: 'You receive 80% of each sale: £4.79 of every £5.99.',
    });
    expect(accessChoiceOf(null)).toBeNull();
  });
});
