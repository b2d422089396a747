export { PageSpinner } from './page-spinner';
export type { PageSpinnerProps } from './page-spinner';
