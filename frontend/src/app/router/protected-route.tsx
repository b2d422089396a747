import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/entities/session';
import { loginPath } from '@/shared/lib/navigation';
import { PageSpinner } from '@/shared/ui/page-spinner';

/**
 * Pages that need a signed-in user: spinner while the session loads, else /login (replacing
 * history), which brings the visitor back here after logging in.
 */
export function ProtectedRoute() {
  const { status } = useSession();
  const { pathname, search, hash } = useLocation();
  if (status === 'loading') return <PageSpinner label="Checking your session…" />;
  if (status === 'anonymous') {
    return <Navigate to={loginPath(`${pathname}${search}${hash}`)} replace />;
  }
  return <Outlet />;
}
