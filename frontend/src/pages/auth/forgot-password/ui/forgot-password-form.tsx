import { Link } from 'react-router';
import { ROUTES } from '@/shared/config';
import { readFormText } from '@/shared/lib/form-data';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Form, FormActions, FormFooter } from '@/shared/ui/form';
import { TextField } from '@/shared/ui/text-field';

export interface ForgotPasswordFormProps {
  error: string | null;
  isSending: boolean;
  onSubmit: (email: string) => void;
}

export function ForgotPasswordForm({ error, isSending, onSubmit }: ForgotPasswordFormProps) {
  return (
    <Form
      aria-label="Reset password"
      busy={isSending}
      onSubmit={(form) => {
        onSubmit(readFormText(form, 'email'));
      }}
    >
      {error === null ? null : <Alert tone="error">{error}</Alert>}
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <FormActions>
        <Button type="submit" loading={isSending} fullWidth>
          Send reset link
        </Button>
      </FormActions>
      <FormFooter>
        <p>
          Remembered it? <Link to={ROUTES.login}>Back to login</Link>
        </p>
      </FormFooter>
    </Form>
  );
}
