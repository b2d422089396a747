import { createContext, use } from 'react';
import type { Role, SessionUser } from '../api/session-reply';
import type { SessionStatus } from '../model/session';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  token: string | null;
  role: Role | null;
  isAdmin: boolean;
}

export const SessionContext = createContext<SessionState | null>(null);

/** The login state for components. Spec: using it outside its provider is an error. */
export function useSession(): SessionState {
  const session = use(SessionContext);
  if (session === null) {
    throw new Error('useSession() must be used inside <SessionProvider>.');
  }
  return session;
}
