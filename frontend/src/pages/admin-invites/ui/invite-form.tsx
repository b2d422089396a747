import { readFormText } from '@/shared/lib/form-data';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Form, FormActions } from '@/shared/ui/form';
import { TextField } from '@/shared/ui/text-field';
import type { InviteFormValues } from '../lib/new-invite';
import styles from './admin-invites.module.css';

export interface InviteFormProps {
  error: string | null;
  isCreating: boolean;
  onSubmit: (values: InviteFormValues) => void;
}

/** A new invite code: how many registrations, until when, and a private note. */
export function InviteForm({ error, isCreating, onSubmit }: InviteFormProps) {
  return (
    <Form
      aria-label="Create an invite code"
      className={styles.form}
      busy={isCreating}
      onSubmit={(form) => {
        onSubmit({
          uses: readFormText(form, 'uses'),
          expiresInDays: readFormText(form, 'expiresInDays'),
          lastDay: readFormText(form, 'lastDay'),
          note: readFormText(form, 'note'),
        });
      }}
    >
      {error === null ? null : <Alert tone="error">{error}</Alert>}
      <div className={styles.row}>
        <TextField
          label="Uses"
          name="uses"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          defaultValue="1"
          hint="Registrations it allows"
        />
        <TextField
          label="Expires after (days)"
          name="expiresInDays"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          defaultValue="14"
          hint="1 to 365"
        />
        <TextField
          label="Or a last day"
          name="lastDay"
          type="date"
          hint="Works all that day (UTC)"
        />
      </div>
      <TextField
        label="Note"
        name="note"
        maxLength={200}
        hint="Private: who the code is for. Up to 200 characters."
      />
      <FormActions>
        <Button type="submit" loading={isCreating}>
          Create invite code
        </Button>
      </FormActions>
    </Form>
  );
}
