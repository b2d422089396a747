export { nameSlug } from './name-slug';
