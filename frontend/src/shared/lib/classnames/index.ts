export { cx } from './classnames';
