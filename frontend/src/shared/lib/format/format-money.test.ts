/** @jest-environment node */
import { formatMoney, majorUnits } from './format-money';

describe('formatMoney', () => {
  test('the Soundcheck price reads "£5.99" (spec §9)', () => {
    expect(formatMoney(599, 'gbp')).toBe('£5.99');
    expect(formatMoney(599, 'GBP')).toBe('£5.99');
  });

  test('other amounts and currencies keep their own decimals', () => {
    expect(formatMoney(1000, 'gbp')).toBe('£10.00');
    expect(formatMoney(5, 'eur')).toBe('€0.05');
    expect(formatMoney(500, 'jpy')).toBe('JP¥500');
  });

  test('an unknown currency code is shown as a code, not a guessed symbol', () => {
    expect(formatMoney(599, 'zz')).toBe('5.99 ZZ');
  });
});

describe('majorUnits', () => {
  test('an amount for a spreadsheet: decimals, no symbol', () => {
    expect(majorUnits(599, 'gbp')).toBe('5.99');
    expect(majorUnits(500, 'jpy')).toBe('500');
    expect(majorUnits(1200, 'zz')).toBe('12.00');
  });
});
