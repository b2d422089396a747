import { useUnit } from 'effector-react';
import { useMemo, type ReactNode } from 'react';
import { $isAdmin, $role, $status, $token, $user } from '../model/session';
import { SessionContext, type SessionState } from './session-context';

/** Publishes the session stores (from the current effector scope) to `useSession()`. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { status, user, token, role, isAdmin } = useUnit({
    status: $status,
    user: $user,
    token: $token,
    role: $role,
    isAdmin: $isAdmin,
  });
  const session = useMemo<SessionState>(
    () => ({ status, user, token, role, isAdmin }),
    [status, user, token, role, isAdmin],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
