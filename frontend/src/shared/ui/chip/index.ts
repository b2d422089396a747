export { Chip } from './chip';
export type { ChipProps, ChipVariant } from './chip';
