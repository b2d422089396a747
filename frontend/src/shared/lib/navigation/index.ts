export { navigateFx, navigatorAttached, reloadToFx } from './navigation';
export type { Navigate } from './navigation';
export { loginPath, RETURN_TO_PARAM, returnPathFrom, safeReturnPath } from './return-to';
export { saveFile } from './save-file';
