import { readFormText } from '@/shared/lib/form-data';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Form, FormActions } from '@/shared/ui/form';
import { TextField } from '@/shared/ui/text-field';

export interface PasswordFormValues {
  password: string;
  confirmation: string;
  /** Present only when the form asks for it. */
  currentPassword?: string;
}

export interface PasswordFormProps {
  /** Signed-in changes confirm the current password; reset links do not need it. */
  askCurrentPassword: boolean;
  error: string | null;
  confirmationError: string | null;
  isSubmitting: boolean;
  /** Shows the success message (the fields are empty again). */
  isChanged: boolean;
  onSubmit: (values: PasswordFormValues) => void;
}

export function PasswordForm({
  askCurrentPassword,
  error,
  confirmationError,
  isSubmitting,
  isChanged,
  onSubmit,
}: PasswordFormProps) {
  return (
    <Form
      // A fresh form after a change, so no password stays typed in.
      key={isChanged ? 'changed' : 'editing'}
      aria-label="Change password"
      busy={isSubmitting}
      onSubmit={(form) => {
        const values = {
          password: readFormText(form, 'password'),
          confirmation: readFormText(form, 'confirmation'),
        };
        onSubmit(
          askCurrentPassword
            ? { ...values, currentPassword: readFormText(form, 'currentPassword') }
            : values,
        );
      }}
    >
      {isChanged ? <Alert tone="success">Your password has been updated.</Alert> : null}
      {error === null ? null : <Alert tone="error">{error}</Alert>}
      {askCurrentPassword ? (
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
        />
      ) : null}
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        required
      />
      <TextField
        label="Confirm new password"
        name="confirmation"
        type="password"
        autoComplete="new-password"
        required
        error={confirmationError}
      />
      <FormActions>
        <Button type="submit" loading={isSubmitting}>
          Update password
        </Button>
      </FormActions>
    </Form>
  );
}
