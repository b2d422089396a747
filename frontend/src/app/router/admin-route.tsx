import { Outlet } from 'react-router';
import { useSession } from '@/entities/session';
import { Page } from '@/shared/ui/page';

/**
 * The admin area's client-side door: anyone but an admin sees a refusal, never the page (the
 * server checks every admin call on its own, docs/adr/0031). Sits inside ProtectedRoute, so the
 * session has loaded and a user is signed in.
 */
export function AdminRoute() {
  const { isAdmin } = useSession();
  if (!isAdmin) {
    return <Page title="Admins only" lead="This area is for Encore’s admins." />;
  }
  return <Outlet />;
}
