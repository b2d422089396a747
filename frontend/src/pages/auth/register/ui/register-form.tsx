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
import type { Registration } from '../api/register';
import type { RegistrationFieldErrors } from '../lib/field-errors';

export interface RegisterFormProps {
  error: string | null;
  fieldErrors: RegistrationFieldErrors;
  isSubmitting: boolean;
  /** From the invite link's `?invite=` query. */
  initialInviteCode: string;
  onSubmit: (registration: Registration) => void;
  /** The human-verification widget, once the server asks for it (after many wrong codes). */
  verification?: ReactNode;
  /** "Create account" was pressed before the widget's proof was ready: it goes once it is. */
  verifying?: boolean;
  /** The proof cannot be had here (the widget cannot run or did not load). */
  blocked?: boolean;
}

const registrationOf = (form: HTMLFormElement): Registration => ({
  email: readFormText(form, 'email'),
  password: readFormText(form, 'password'),
  displayName: readFormText(form, 'displayName'),
  inviteCode: readFormText(form, 'inviteCode'),
});

export function RegisterForm({
  error,
  fieldErrors,
  isSubmitting,
  initialInviteCode,
  onSubmit,
  verification,
  verifying = false,
  blocked = false,
}: RegisterFormProps) {
  return (
    <Form
      aria-label="Create account"
      busy={isSubmitting}
      onSubmit={(form) => {
        onSubmit(registrationOf(form));
      }}
      // The widget's own box, unticked while it solves, must not stop the press: it waits instead.
      onInvalidCapture={(event) => {
        const form = event.currentTarget;
        verificationInvalidHandler(() => {
          onSubmit(registrationOf(form));
        })(event);
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
      {verification}
      <FormActions>
        <Button type="submit" loading={isSubmitting || verifying} disabled={blocked} fullWidth>
          {verifying ? VERIFYING_MESSAGE : 'Create account'}
        </Button>
      </FormActions>
      <ProgressStatus text={verifying ? VERIFYING_MESSAGE : null} />
      <FormFooter>
        <p>
          Already have an account? <Link to={ROUTES.login}>Log in</Link>
        </p>
      </FormFooter>
    </Form>
  );
}
