export { Prose } from './prose';
export type { ProseProps } from './prose';
