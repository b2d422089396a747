export { logWarning } from './log-warning';
