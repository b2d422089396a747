export { isUuid } from './is-uuid';
