import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ProgressStatus,
  VERIFYING_MESSAGE,
  verificationInvalidHandler,
} from '@/features/waitlist-signup';
import { ROUTES } from '@/shared/config';
import { readFormText } from '@/shared/lib/form-data';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Form, FormActions, FormFooter } from '@/shared/ui/form';
import { TextField } from '@/shared/ui/text-field';
import type { LoginCredentials } from '../api/log-in';

export interface LoginFormProps {
  error: string | null;
  isSubmitting: boolean;
  onSubmit: (credentials: LoginCredentials) => void;
  /** The human-verification widget, once the server asks for it (after many failed logins). */
  verification?: ReactNode;
  /** "Log in" was pressed before the widget's proof was ready: it goes once the proof is. */
  verifying?: boolean;
  /** The proof cannot be had here (the widget cannot run or did not load): no attempt can pass. */
  blocked?: boolean;
}

const credentialsOf = (form: HTMLFormElement): LoginCredentials => ({
  email: readFormText(form, 'email'),
  password: readFormText(form, 'password'),
});

export function LoginForm({
  error,
  isSubmitting,
  onSubmit,
  verification,
  verifying = false,
  blocked = false,
}: LoginFormProps) {
  return (
    <Form
      aria-label="Log in"
      busy={isSubmitting}
      onSubmit={(form) => {
        onSubmit(credentialsOf(form));
      }}
      // The widget's own box, unticked while it solves, must not stop the press: it waits instead.
      onInvalidCapture={(event) => {
        const form = event.currentTarget;
        verificationInvalidHandler(() => {
          onSubmit(credentialsOf(form));
        })(event);
      }}
    >
      {error === null ? null : <Alert tone="error">{error}</Alert>}
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      {verification}
      <FormActions>
        <Button type="submit" loading={isSubmitting || verifying} disabled={blocked} fullWidth>
          {verifying ? VERIFYING_MESSAGE : 'Log in'}
        </Button>
      </FormActions>
      <ProgressStatus text={verifying ? VERIFYING_MESSAGE : null} />
      <FormFooter>
        <p>
          <Link to={ROUTES.forgotPassword}>Forgot your password?</Link>
        </p>
        <p>
          New to Encore? <Link to={ROUTES.register}>Create an account</Link>
        </p>
      </FormFooter>
    </Form>
  );
}
