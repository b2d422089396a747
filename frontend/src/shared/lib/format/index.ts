export { formatLongDate } from './format-date';
export { formatMoney, majorUnits } from './format-money';
