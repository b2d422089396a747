import { SecondFactorSettings } from '@/features/second-factor';
import { Page } from '@/shared/ui/page';

const ADMIN_DISABLE_WARNING =
  'Admins cannot work without it: turning it off ends your admin access in every session, and the admin area will ask you to set up an app again. Your recovery codes stop working.';

/** /admin/second-factor: the admin's own authenticator app — status, codes left, turning it off. */
export function AdminSecondFactorPage() {
  return (
    <Page title="Security" lead="Two-step sign-in for your admin account." width="narrow">
      <SecondFactorSettings disableWarning={ADMIN_DISABLE_WARNING} />
    </Page>
  );
}
