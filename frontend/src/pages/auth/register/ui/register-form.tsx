import { Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import { readFormText } from '@/shared/lib/form-data';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Form, FormActions, FormFooter } from '@/shared/ui/form';
import { TextField } from '@/shared/ui/text-field';
import type { Registration } from '../api/register';
import type { RegistrationFieldErrors } from '../lib/field-errors';

export interface RegisterFormProps {
  error: string | null;
  fieldErrors: RegistrationFieldErrors;
  isSubmitting: boolean;
  /** From the invite link's `?invite=` query. */
  initialInviteCode: string;
  onSubmit: (registration: Registration) => void;
}

export function RegisterForm({
  error,
  fieldErrors,
  isSubmitting,
  initialInviteCode,
  onSubmit,
}: RegisterFormProps) {
  return (
    <Form
      aria-label="Create account"
      busy={isSubmitting}
      onSubmit={(form) => {
        onSubmit({
          email: readFormText(form, 'email'),
          password: readFormText(form, 'password'),
          displayName: readFormText(form, 'displayName'),
          inviteCode: readFormText(form, 'inviteCode'),
        });
      }}
    >
      {error === null ? null : <Alert tone="error">{error}</Alert>}
      <TextField
        label="Display name"
        name="displayName"
        autoComplete="nickname"
        maxLength={60}
        required
        error={fieldErrors.displayName ?? null}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={fieldErrors.email ?? null}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        required
        error={fieldErrors.password ?? null}
      />
      <TextField
        label="Invite code"
        name="inviteCode"
        autoComplete="off"
        defaultValue={initialInviteCode}
        required
        error={fieldErrors.inviteCode ?? null}
      />
      <FormActions>
        <Button type="submit" loading={isSubmitting} fullWidth>
          Create account
        </Button>
      </FormActions>
      <FormFooter>
        <p>
          Already have an account? <Link to={ROUTES.login}>Log in</Link>
        </p>
      </FormFooter>
    </Form>
  );
}
