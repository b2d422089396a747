import { Link } from 'react-router';
import { STUDIO_REFUSAL_TEXTS, StudioMessage, type StudioRefusal } from '@/entities/release';
import { ROUTES } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { LoadFailure } from '@/shared/ui/load-failure';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Panel } from '@/shared/ui/panel';
import type { ProfilePreview as Preview } from '../lib/profile-preview';
import type { ProfileStatus } from '../model/profile-editor';
import { PhotoField, type PhotoFieldProps } from './photo-field';
import { ProfileDetailsForm, type ProfileDetailsFormProps } from './profile-details-form';
import styles from './profile-editor.module.css';
import { ProfilePreview } from './profile-preview';

export interface ProfileEditorViewProps {
  status: ProfileStatus;
  refusal: StudioRefusal | null;
  /** Null until the profile is read. */
  preview: Preview | null;
  /** The public artist page's address. */
  pagePath: string;
  photo: Omit<PhotoFieldProps, 'name'>;
  details: Omit<ProfileDetailsFormProps, 'pagePath'>;
  onRetry: () => void;
}

/** The profile editor in each state: refused, loading, failed, or the form beside its preview. */
export function ProfileEditorView(props: ProfileEditorViewProps) {
  const { status, preview } = props;
  if (status === 'refused') {
    const { title, text } = STUDIO_REFUSAL_TEXTS[props.refusal ?? 'not_an_artist'];
    return (
      <StudioMessage
        title={title}
        actions={
          <Button asChild variant="secondary">
            <Link to={ROUTES.discover}>Go to Discover</Link>
          </Button>
        }
      >
        {text}
      </StudioMessage>
    );
  }
  if (status === 'failed') {
    return (
      <LoadFailure title="Your profile could not be loaded" onRetry={props.onRetry}>
        We could not load your profile. Check your connection and try again.
      </LoadFailure>
    );
  }
  if (status === 'loading' || preview === null) {
    return <PageSpinner label="Loading your profile…" />;
  }
  return (
    <div className={styles.editor}>
      <div className={styles.main}>
        <Panel title="Photo">
          <PhotoField {...props.photo} name={preview.name} />
        </Panel>
        <Panel title="About you">
          <ProfileDetailsForm {...props.details} pagePath={props.pagePath} />
        </Panel>
      </div>
      <div className={styles.aside}>
        <ProfilePreview preview={preview} pagePath={props.pagePath} />
      </div>
    </div>
  );
}
