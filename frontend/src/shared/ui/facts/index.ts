export { Facts } from './facts';
export type { Fact, FactsProps } from './facts';
