import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '@/entities/session';
import {
  $isPasswordChanged,
  ChangePasswordForm,
  passwordFormOpened,
} from '@/features/auth/change-password';
import { ROUTES } from '@/shared/config';
import { FormFooter } from '@/shared/ui/form';
import { Page } from '@/shared/ui/page';
import { PageSpinner } from '@/shared/ui/page-spinner';
import styles from './update-password-page.module.css';
import { PasswordUpdated } from './password-updated';
import { ResetLinkMissing } from './reset-link-missing';

/** Reached from the reset mail (`?token=…`), or by a signed-in user changing their password. */
export function UpdatePasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') || undefined;
  const { status } = useSession();
  const [isChanged, opened] = useUnit([$isPasswordChanged, passwordFormOpened]);
  useEffect(() => {
    opened();
  }, [opened]);

  if (token !== undefined) {
    return (
      <Page width="narrow" title="Set a new password" lead="Choose a new password for Encore.">
        {isChanged ? <PasswordUpdated /> : <ChangePasswordForm token={token} />}
      </Page>
    );
  }
  if (status === 'loading') return <PageSpinner label="Checking your session…" />;
  if (status === 'anonymous') {
    return (
      <Page width="narrow" title="Set a new password">
        <ResetLinkMissing />
      </Page>
    );
  }
  return (
    <Page width="narrow" title="Change your password">
      <div className={styles.stack}>
        <ChangePasswordForm />
        <FormFooter>
          <p>
            <Link to={ROUTES.dashboard}>Back to your dashboard</Link>
          </p>
        </FormFooter>
      </div>
    </Page>
  );
}
