import { useUnit } from 'effector-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { LoadFailure } from '@/shared/ui/load-failure';
import { Page } from '@/shared/ui/page';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { $adminAccess, adminAccessRetried, adminGateOpened } from '../model/admin-gate';
import { $isVerifying, $verificationError, codeSubmitted } from '../model/verification';
import { CodeEntryForm } from './code-entry-form';
import { EnrolmentPanel } from './enrolment-panel';
import styles from './second-factor.module.css';

const ADMIN_INTRO =
  'Admins sign in with a code from an authenticator app as well as their password. Set one up now to continue to the admin area: it takes a minute, once.';

/**
 * The admin area's second door (ADR 0031, 0034): asks the server whether this session may make
 * admin calls, then shows the area, the authenticator set-up, or the code prompt.
 */
export function AdminSecondFactorGate({ children }: { children: ReactNode }) {
  const model = useUnit({
    access: $adminAccess,
    verificationError: $verificationError,
    isVerifying: $isVerifying,
    opened: adminGateOpened,
    retry: adminAccessRetried,
    submitCode: codeSubmitted,
  });
  const { opened } = model;
  useEffect(() => {
    opened();
  }, [opened]);

  switch (model.access) {
    case 'passed':
      return children;
    case 'checking':
      return <PageSpinner label="Checking admin access…" />;
    case 'enrolment_required':
      return (
        <Page title="Set up two-step sign-in" width="narrow">
          <EnrolmentPanel intro={ADMIN_INTRO} />
        </Page>
      );
    case 'code_required':
      return (
        <Page
          title="Two-step sign-in"
          lead="Enter the code from your authenticator app to continue to the admin area."
          width="narrow"
        >
          <div className={styles.gate}>
            <CodeEntryForm
              action="Verify"
              error={model.verificationError}
              isSubmitting={model.isVerifying}
              onSubmit={model.submitCode}
            />
          </div>
        </Page>
      );
    case 'not_admin':
      return <AdminsOnly />;
    case 'signed_out':
      return (
        <Page title="Admin area" width="narrow">
          <Alert
            tone="warning"
            title="Your session has ended."
            action={
              <Button size="sm" variant="secondary" asChild>
                <Link to={ROUTES.login}>Log in again</Link>
              </Button>
            }
          />
        </Page>
      );
    case 'failed':
      return (
        <Page title="Admin area" width="narrow">
          <LoadFailure title="We could not check your admin access." onRetry={model.retry}>
            Check your connection and try again.
          </LoadFailure>
        </Page>
      );
  }
}

/** The refusal anyone but an admin sees in place of the admin area. */
export function AdminsOnly() {
  return (
    <Page title="Admins only" lead="This area is for Encore’s admins." width="narrow">
      <Button variant="secondary" asChild>
        <Link to={ROUTES.discover}>Go to Discover</Link>
      </Button>
    </Page>
  );
}
