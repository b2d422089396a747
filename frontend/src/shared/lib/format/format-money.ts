// Prices come from the server in minor units (599) with a lower-case ISO currency ("gbp"), as
// the payment provider keeps them.

/** Intl's formatter for the currency, or null for a code it does not know. */
function currencyFormat(currency: string): Intl.NumberFormat | null {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() });
  } catch {
    return null;
  }
}

/** Minor units per major unit: 2 for pounds, 0 for yen; 2 for a code Intl does not know. */
const decimalsOf = (format: Intl.NumberFormat | null): number =>
  format?.resolvedOptions().maximumFractionDigits ?? 2;

/** As the listener reads it: "£5.99"; an unknown code is shown as a code ("5.99 ZZ"). */
export function formatMoney(minorUnits: number, currency: string): string {
  const format = currencyFormat(currency);
  const amount = minorUnits / 10 ** decimalsOf(format);
  return format === null ? `${amount.toFixed(2)} ${currency.toUpperCase()}` : format.format(amount);
}

/** The amount in major units with its decimals and no symbol, for exports: "5.99". */
export function majorUnits(minorUnits: number, currency: string): string {
  const decimals = decimalsOf(currencyFormat(currency));
  return (minorUnits / 10 ** decimals).toFixed(decimals);
}
