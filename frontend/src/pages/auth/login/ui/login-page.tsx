import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Page } from '@/shared/ui/page';
import { $isLoggingIn, $loginError, loginPageOpened, loginSubmitted } from '../model/login';
import { LoginForm } from './login-form';

export function LoginPage() {
  const [error, isSubmitting, submit, opened] = useUnit([
    $loginError,
    $isLoggingIn,
    loginSubmitted,
    loginPageOpened,
  ]);
  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <Page width="narrow" title="Log in to Encore" lead="Welcome back. Log in to play full tracks.">
      <LoginForm error={error} isSubmitting={isSubmitting} onSubmit={submit} />
    </Page>
  );
}
