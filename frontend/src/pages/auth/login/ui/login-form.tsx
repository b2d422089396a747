import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { verificationInvalidHandler } from '@/features/waitlist-signup';
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
}

const credentialsOf = (form: HTMLFormElement): LoginCredentials => ({
  email: readFormText(form, 'email'),
  password: readFormText(form, 'password'),
});

export function LoginForm({ error, isSubmitting, onSubmit, verification }: LoginFormProps) {
  return (
    <Form
      aria-label="Log in"
      busy={isSubmitting}
      onSubmit={(form) => {
        onSubmit(credentialsOf(form));
      }}
      // An unticked verification box alone sends the form, so the server's words explain it.
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
        <Button type="submit" loading={isSubmitting} fullWidth>
          Log in
        </Button>
      </FormActions>
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
