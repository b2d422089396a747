import { ARTIST_GENRES_MAX, ARTIST_NAME_MAX_LENGTH } from '@encore/shared-rules';
import { formatCount } from '@/shared/lib/format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Form } from '@/shared/ui/form';
import { MultiSelect } from '@/shared/ui/multi-select';
import { TextArea } from '@/shared/ui/text-area';
import { TextField } from '@/shared/ui/text-field';
import { bioCount, type ProfileErrors, type ProfileForm } from '../lib/profile-form';
import { LinksField } from './links-field';
import styles from './profile-editor.module.css';

export interface ProfileDetailsFormProps {
  form: ProfileForm;
  errors: ProfileErrors;
  genreNames: readonly string[];
  /** The page's address now (`/artist/…`), which a new name moves. */
  pagePath: string;
  isDirty: boolean;
  isSaving: boolean;
  saveError: string | null;
  onName: (name: string) => void;
  onBio: (bio: string) => void;
  onGenres: (genres: string[]) => void;
  onLinkAdd: () => void;
  onLinkChange: (id: number, url: string) => void;
  onLinkRemove: (id: number) => void;
  onLinkMove: (id: number, by: -1 | 1) => void;
  onSubmit: () => void;
}

/** Name, bio (with its count), links and genres, saved together as the release details are. */
export function ProfileDetailsForm(props: ProfileDetailsFormProps) {
  const { form, errors } = props;
  const count = bioCount(form.bio);
  return (
    <Form
      aria-label="Profile"
      busy={props.isSaving}
      noValidate
      onSubmit={() => {
        props.onSubmit();
      }}
    >
      <TextField
        label="Artist name"
        required
        maxLength={ARTIST_NAME_MAX_LENGTH}
        autoComplete="off"
        hint={`Your page is at ${props.pagePath}; a new name gives it a new address.`}
        value={form.name}
        error={errors.name ?? null}
        onChange={(event) => {
          props.onName(event.target.value);
        }}
      />
      <TextArea
        label="Bio"
        rows={6}
        hint={`${formatCount(count.used)} of ${formatCount(count.max)} characters. The page shows four lines until “See more”.`}
        value={form.bio}
        error={errors.bio ?? null}
        onChange={(event) => {
          props.onBio(event.target.value);
        }}
      />
      <LinksField
        links={form.links}
        nextLinkId={form.nextLinkId}
        rowErrors={errors.linkRows}
        error={errors.links}
        onAdd={props.onLinkAdd}
        onChange={props.onLinkChange}
        onRemove={props.onLinkRemove}
        onMove={props.onLinkMove}
      />
      <MultiSelect
        label="Genres"
        hint={`Up to ${ARTIST_GENRES_MAX}: listeners find you by them.`}
        placeholder="Choose genres…"
        options={props.genreNames.map((name) => ({ value: name, label: name }))}
        value={form.genres}
        error={errors.genres ?? null}
        onValueChange={props.onGenres}
      />
      {props.saveError === null ? null : <Alert tone="error">{props.saveError}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" loading={props.isSaving} disabled={!props.isDirty}>
          Save profile
        </Button>
        {props.isDirty ? null : <span className={styles.muted}>All saved</span>}
      </div>
    </Form>
  );
}
