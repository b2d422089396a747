export { MultiSelect } from './multi-select';
export type { MultiSelectProps } from './multi-select';
