export { navigateFx, navigatorAttached, reloadToFx } from './navigation';
export type { Navigate } from './navigation';
