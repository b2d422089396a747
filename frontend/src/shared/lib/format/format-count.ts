const COUNT = new Intl.NumberFormat('en-GB');

/** "12,345" — a count as a card or a table shows it. */
export const formatCount = (value: number): string => COUNT.format(value);
