export { fetchRole } from './api/fetch-role';
export { NoSessionError, parseRole, ROLES, toAuthReply } from './api/session-reply';
export type { AuthReply, Role, SessionUser, SignedInSession } from './api/session-reply';
export { landingPath } from './lib/landing-path';
export {
  $isAdmin,
  $role as $sessionRole,
  $status as $sessionStatus,
  $token as $sessionToken,
  $user as $sessionUser,
  checkSessionFx,
  sessionCheckRequested,
  sessionEnded,
  sessionMonitoringStarted,
  sessionMonitoringStopped,
  sessionUserUpdated,
  signedIn,
} from './model/session';
export type { SessionStatus, SessionUserChanges } from './model/session';
export { useSession } from './ui/session-context';
export type { SessionState } from './ui/session-context';
export { SessionProvider } from './ui/session-provider';
