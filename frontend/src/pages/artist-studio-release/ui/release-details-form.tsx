import { RELEASE_TYPE_LABELS, type ReleaseType } from '@/entities/release';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Form } from '@/shared/ui/form';
import { MultiSelect } from '@/shared/ui/multi-select';
import { Select } from '@/shared/ui/select';
import { TextArea } from '@/shared/ui/text-area';
import { TextField } from '@/shared/ui/text-field';
import {
  DESCRIPTION_MAX_LENGTH,
  type DetailsErrors,
  type DetailsForm,
  MAX_GENRES,
  TITLE_MAX_LENGTH,
} from '../lib/release-form';
import { AccessTypeField } from './access-type-field';
import styles from './release-editor.module.css';

const TYPE_OPTIONS = (Object.keys(RELEASE_TYPE_LABELS) as ReleaseType[]).map((type) => ({
  value: type,
  label: RELEASE_TYPE_LABELS[type],
}));

export interface ReleaseDetailsFormProps {
  form: DetailsForm;
  errors: DetailsErrors;
  genreNames: readonly string[];
  /** A new release: the button creates it. */
  isNew: boolean;
  isDirty: boolean;
  isSaving: boolean;
  saveError: string | null;
  onChange: (changes: Partial<DetailsForm>) => void;
  onSubmit: () => void;
}

/** Title, type, who can listen, genres, description and release date. */
export function ReleaseDetailsForm(props: ReleaseDetailsFormProps) {
  const { form, errors, onChange } = props;
  return (
    <Form
      aria-label="Release details"
      busy={props.isSaving}
      noValidate
      onSubmit={() => {
        props.onSubmit();
      }}
    >
      <TextField
        label="Title"
        required
        maxLength={TITLE_MAX_LENGTH}
        value={form.title}
        error={errors.title ?? null}
        onChange={(event) => {
          onChange({ title: event.target.value });
        }}
      />
      <div className={styles.row}>
        <Select
          label="Type"
          options={TYPE_OPTIONS}
          value={form.releaseType}
          error={errors.releaseType ?? null}
          onValueChange={(value) => {
            onChange({ releaseType: value as ReleaseType });
          }}
        />
        <TextField
          label="Release date"
          type="date"
          hint="Leave empty for the day it is first published."
          value={form.releaseDate}
          error={errors.releaseDate ?? null}
          onChange={(event) => {
            onChange({ releaseDate: event.target.value });
          }}
        />
      </div>
      <AccessTypeField
        value={form.accessType}
        error={errors.accessType}
        onChange={(accessType) => {
          onChange({ accessType });
        }}
      />
      <MultiSelect
        label="Genres"
        hint={`Up to ${MAX_GENRES}: listeners find the release by them.`}
        placeholder="Choose genres…"
        options={props.genreNames.map((name) => ({ value: name, label: name }))}
        value={form.genres}
        error={errors.genres ?? null}
        onValueChange={(genres) => {
          onChange({ genres });
        }}
      />
      <TextArea
        label="Description"
        hint="A few words on the release, shown on its page."
        maxLength={DESCRIPTION_MAX_LENGTH}
        value={form.description}
        error={errors.description ?? null}
        onChange={(event) => {
          onChange({ description: event.target.value });
        }}
      />
      {props.saveError === null ? null : <Alert tone="error">{props.saveError}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" loading={props.isSaving} disabled={!props.isDirty}>
          {props.isNew ? 'Create release' : 'Save details'}
        </Button>
        {!props.isNew && !props.isDirty ? <span className={styles.muted}>All saved</span> : null}
      </div>
    </Form>
  );
}
