import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page';
import {
  $fieldErrors,
  $isRegisteredWithoutSession,
  $isRegistering,
  $registerError,
  registerPageOpened,
  registrationSubmitted,
} from '../model/register';
import { RegisterForm } from './register-form';

export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const model = useUnit({
    error: $registerError,
    fieldErrors: $fieldErrors,
    isSubmitting: $isRegistering,
    isRegisteredWithoutSession: $isRegisteredWithoutSession,
    submit: registrationSubmitted,
    opened: registerPageOpened,
  });
  const { opened } = model;
  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <Page
      width="narrow"
      title="Create your Encore account"
      lead="Encore is invite-only while we get ready to launch."
    >
      {model.isRegisteredWithoutSession ? (
        <Alert
          tone="success"
          title="Your account has been created."
          action={
            <Button asChild size="sm">
              <Link to={ROUTES.login}>Log in</Link>
            </Button>
          }
        >
          Log in to continue.
        </Alert>
      ) : (
        <RegisterForm
          error={model.error}
          fieldErrors={model.fieldErrors}
          isSubmitting={model.isSubmitting}
          initialInviteCode={searchParams.get('invite') ?? ''}
          onSubmit={model.submit}
        />
      )}
    </Page>
  );
}
