import { Outlet } from 'react-router';
import { useSession } from '@/entities/session';
import { AdminSecondFactorGate, AdminsOnly } from '@/features/second-factor';
import { AdminLayout } from '@/widgets/admin-layout';

/**
 * The admin area's doors (docs/adr/0034). The first is the session's role: anyone but an admin
 * sees a refusal, never the pages. The second is the server's: the admin's session must have
 * passed the second factor (ADR 0031), else the gate shows the authenticator set-up or the code
 * prompt. The server checks every admin call on its own either way. Sits inside ProtectedRoute,
 * so the session has loaded and a user is signed in.
 */
export function AdminRoute() {
  const { isAdmin } = useSession();
  if (!isAdmin) return <AdminsOnly />;
  return (
    <AdminSecondFactorGate>
      <AdminLayout>
        <Outlet />
      </AdminLayout>
    </AdminSecondFactorGate>
  );
}
