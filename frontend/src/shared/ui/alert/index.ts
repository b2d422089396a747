export { Alert } from './alert';
export type { AlertProps, AlertTone } from './alert';
