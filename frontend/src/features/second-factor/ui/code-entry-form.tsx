import { readFormText } from '@/shared/lib/form-data';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Form, FormActions } from '@/shared/ui/form';
import { TextField } from '@/shared/ui/text-field';
import styles from './second-factor.module.css';

export interface CodeEntryFormProps {
  /** Names the form and its button, e.g. "Verify" or "Turn off". */
  action: string;
  error: string | null;
  isSubmitting: boolean;
  onSubmit: (code: string) => void;
  onCancel?: () => void;
  /** The danger style for a destructive use (turning the app off). */
  destructive?: boolean;
}

/** A current 6-digit code or a recovery code (each works once), for passing or turning off. */
export function CodeEntryForm({
  action,
  error,
  isSubmitting,
  onSubmit,
  onCancel,
  destructive = false,
}: CodeEntryFormProps) {
  return (
    <Form
      aria-label={action}
      busy={isSubmitting}
      onSubmit={(form) => {
        onSubmit(readFormText(form, 'code'));
      }}
    >
      {error === null ? null : <Alert tone="error">{error}</Alert>}
      <TextField
        label="Code from your authenticator app"
        hint="Or one of your recovery codes."
        name="code"
        className={styles.codeInput}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        minLength={6}
        maxLength={32}
        required
      />
      <FormActions>
        <Button type="submit" variant={destructive ? 'danger' : 'primary'} loading={isSubmitting}>
          {action}
        </Button>
        {onCancel === undefined ? null : (
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        )}
      </FormActions>
    </Form>
  );
}
