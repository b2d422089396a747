export { Page } from './page';
export type { PageProps } from './page';
