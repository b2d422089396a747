import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { HumanVerification } from '@/features/waitlist-signup';
import { returnPathFrom } from '@/shared/lib/navigation';
import { Page } from '@/shared/ui/page';
import {
  $isLoggingIn,
  $loginError,
  $verificationRequired,
  loginPageOpened,
  loginSubmitted,
  loginVerification,
} from '../model/login';
import { LoginForm } from './login-form';

export function LoginPage() {
  const model = useUnit({
    error: $loginError,
    isSubmitting: $isLoggingIn,
    verificationRequired: $verificationRequired,
    verifying: loginVerification.$waiting,
    verificationBlocked: loginVerification.$blocked,
    submit: loginSubmitted,
    opened: loginPageOpened,
  });
  const [searchParams] = useSearchParams();
  // Where a protected page or the login prompt sent the visitor from (same-origin paths only).
  const returnTo = returnPathFrom(searchParams);
  const { opened } = model;
  useEffect(() => {
    opened(returnTo);
  }, [opened, returnTo]);

  return (
    <Page width="narrow" title="Log in to Encore" lead="Welcome back. Log in to play full tracks.">
      <LoginForm
        error={model.error}
        isSubmitting={model.isSubmitting}
        onSubmit={model.submit}
        verifying={model.verifying}
        blocked={model.verificationRequired && model.verificationBlocked}
        verification={
          // Shown once the server asked for a proof: the person is waiting, so it starts at once.
          model.verificationRequired ? (
            <HumanVerification model={loginVerification} start="onload" />
          ) : null
        }
      />
    </Page>
  );
}
