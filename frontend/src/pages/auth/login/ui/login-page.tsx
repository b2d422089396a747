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
  $verificationResets,
  loginPageOpened,
  loginSubmitted,
  verificationTokenChanged,
} from '../model/login';
import { LoginForm } from './login-form';

export function LoginPage() {
  const model = useUnit({
    error: $loginError,
    isSubmitting: $isLoggingIn,
    verificationRequired: $verificationRequired,
    verificationResets: $verificationResets,
    submit: loginSubmitted,
    opened: loginPageOpened,
    tokenChanged: verificationTokenChanged,
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
        verification={
          model.verificationRequired ? (
            <HumanVerification
              onTokenChange={model.tokenChanged}
              resetSignal={model.verificationResets}
            />
          ) : null
        }
      />
    </Page>
  );
}
