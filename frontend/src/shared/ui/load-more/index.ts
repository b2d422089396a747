export { LoadMore } from './load-more';
export type { LoadMoreProps } from './load-more';
