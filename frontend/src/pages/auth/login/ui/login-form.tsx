import { Link } from 'react-router';
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
}

export function LoginForm({ error, isSubmitting, onSubmit }: LoginFormProps) {
  return (
    <Form
      aria-label="Log in"
      busy={isSubmitting}
      onSubmit={(form) => {
        onSubmit({ email: readFormText(form, 'email'), password: readFormText(form, 'password') });
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
