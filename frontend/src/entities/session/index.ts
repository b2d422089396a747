export { NoSessionError } from './api/fetch-session';
export type { SessionReply, SessionUser } from './api/fetch-session';
export {
  $isAdmin,
  $role as $sessionRole,
  $status as $sessionStatus,
  $token as $sessionToken,
  $user as $sessionUser,
  checkSessionFx,
  sessionCheckRequested,
  sessionMonitoringStarted,
  sessionMonitoringStopped,
} from './model/session';
export type { SessionStatus } from './model/session';
export { useSession } from './ui/session-context';
export type { SessionState } from './ui/session-context';
export { SessionProvider } from './ui/session-provider';
