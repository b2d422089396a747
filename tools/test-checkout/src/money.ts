/**
 * Amounts in Stripe's minor units (599 = £5.99), shown the British way. The number of minor
 * digits comes from the currency (ISO 4217 via Intl): GBP has 2, JPY none.
 */
export function formatAmount(minorUnits: number, currency: string): string {
  const format = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}

/** Whether Intl knows the currency code (prices are checked once at start). */
export function isKnownCurrency(currency: string): boolean {
  if (!/^[a-z]{3}$/.test(currency)) return false;
  return Intl.supportedValuesOf('currency').includes(currency.toUpperCase());
}
