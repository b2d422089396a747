import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HumanVerification } from '@/features/waitlist-signup';
import { ROUTES } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page';
import {
  $fieldErrors,
  $isRegisteredWithoutSession,
  $isRegistering,
  $registerError,
  $verificationRequired,
  registerPageOpened,
  registrationSubmitted,
  registrationVerification,
} from '../model/register';
import { RegisterForm } from './register-form';

export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const model = useUnit({
    error: $registerError,
    fieldErrors: $fieldErrors,
    isSubmitting: $isRegistering,
    isRegisteredWithoutSession: $isRegisteredWithoutSession,
    verificationRequired: $verificationRequired,
    verifying: registrationVerification.$waiting,
    verificationBlocked: registrationVerification.$blocked,
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
          verifying={model.verifying}
          blocked={model.verificationRequired && model.verificationBlocked}
          verification={
            // Shown once the server asked for a proof: the person is waiting, so it starts at once.
            model.verificationRequired ? (
              <HumanVerification model={registrationVerification} start="onload" />
            ) : null
          }
        />
      )}
    </Page>
  );
}
