import { readFormText } from '@/shared/lib/form-data';
import { Button } from '@/shared/ui/button';
import { Form, FormActions } from '@/shared/ui/form';
import { TextField } from '@/shared/ui/text-field';
import { DISPLAY_NAME_MAX_LENGTH } from '../lib/display-name';

export interface DisplayNameFormProps {
  displayName: string;
  error: string | null;
  isSaving: boolean;
  onSubmit: (displayName: string) => void;
}

export function DisplayNameForm({ displayName, error, isSaving, onSubmit }: DisplayNameFormProps) {
  return (
    <Form
      // Starts again from the saved name whenever it changes.
      key={displayName}
      aria-label="Display name"
      busy={isSaving}
      onSubmit={(form) => {
        onSubmit(readFormText(form, 'displayName'));
      }}
    >
      <TextField
        label="Display name"
        name="displayName"
        autoComplete="nickname"
        defaultValue={displayName}
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        hint="Shown to other listeners and artists. Up to 60 characters."
        required
        error={error}
      />
      <FormActions>
        <Button type="submit" loading={isSaving}>
          Save
        </Button>
      </FormActions>
    </Form>
  );
}
