export { formatCount } from './format-count';
export { formatDateTime, formatLongDate } from './format-date';
export { formatMoney, majorUnits } from './format-money';
export { characterCount, lengthProblem } from './text-length';
