export { $isLoggingOut, logOutFx, logoutRequested } from './model/logout';
