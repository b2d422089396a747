import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/entities/session';
import { ROUTES } from '@/shared/config';
import { PageSpinner } from '@/shared/ui/page-spinner';

/** Pages that need a signed-in user: spinner while the session loads, else /login (replacing history). */
export function ProtectedRoute() {
  const { status } = useSession();
  if (status === 'loading') return <PageSpinner label="Checking your session…" />;
  if (status === 'anonymous') return <Navigate to={ROUTES.login} replace />;
  return <Outlet />;
}
