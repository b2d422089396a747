import { artistIdentifier } from '@encore/shared-rules';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { withArtistId } from '@/entities/release';
import { useSession } from '@/entities/session';
import { artistPath, ROUTES } from '@/shared/config';
import { BackIcon } from '@/shared/ui/icons';
import { Page } from '@/shared/ui/page';
import {
  $form,
  $formErrors,
  $genreNames,
  $isDirty,
  $isSaving,
  $preview,
  $profile,
  $refusal,
  $saveError,
  $status,
  bioEdited,
  genresEdited,
  linkAddClicked,
  linkChanged,
  linkMoveClicked,
  linkRemoveClicked,
  nameEdited,
  profileOpened,
  profileRetried,
  profileSubmitted,
} from '../model/profile-editor';
import {
  $isRemovingPhoto,
  $isUploadingPhoto,
  $photoError,
  $photoProgress,
  photoChosen,
  photoRemoveClicked,
} from '../model/profile-photo';
import styles from './profile-editor.module.css';
import { ProfileEditorView } from './profile-editor-view';

/** Query parameter with which an admin opens any artist's studio (as with the dashboard). */
const ARTIST_PARAM = 'artist_id';

/**
 * /artist/studio/profile: the artist's name, bio, photo, links and genres — what listeners see
 * on the artist page — beside a live preview of that page. An admin edits any artist's with
 * `?artist_id=`, as everywhere in the studio.
 */
export function ArtistStudioProfilePage() {
  const { role } = useSession();
  const [params] = useSearchParams();
  const artistId = params.get(ARTIST_PARAM);
  const model = useUnit({
    status: $status,
    refusal: $refusal,
    profile: $profile,
    preview: $preview,
    form: $form,
    errors: $formErrors,
    genreNames: $genreNames,
    isDirty: $isDirty,
    isSaving: $isSaving,
    saveError: $saveError,
    photoError: $photoError,
    photoProgress: $photoProgress,
    isUploadingPhoto: $isUploadingPhoto,
    isRemovingPhoto: $isRemovingPhoto,
    opened: profileOpened,
    retried: profileRetried,
    submitted: profileSubmitted,
    nameEdited,
    bioEdited,
    genresEdited,
    linkAddClicked,
    linkChanged,
    linkRemoveClicked,
    linkMoveClicked,
    photoChosen,
    photoRemoveClicked,
  });
  const { opened, profile } = model;
  useEffect(() => {
    opened({ role, artistId });
  }, [opened, role, artistId]);

  const pagePath =
    profile === null
      ? ROUTES.artistStudio
      : artistPath(
          artistIdentifier({ id: profile.artist_id, slug: profile.slug, name: profile.name }),
        );
  return (
    <Page
      title="Profile"
      lead={
        profile === null
          ? 'What listeners see on your artist page.'
          : `${profile.name} · what listeners see on your artist page.`
      }
    >
      <Link to={withArtistId(ROUTES.artistStudio, artistId)} className={styles.back}>
        <BackIcon size={16} /> Studio
      </Link>
      <ProfileEditorView
        status={model.status}
        refusal={model.refusal}
        preview={model.preview}
        pagePath={pagePath}
        onRetry={model.retried}
        photo={{
          url: profile?.photo_url ?? null,
          isUploading: model.isUploadingPhoto,
          isRemoving: model.isRemovingPhoto,
          progress: model.photoProgress,
          error: model.photoError,
          onFile: model.photoChosen,
          onRemove: model.photoRemoveClicked,
        }}
        details={{
          form: model.form,
          errors: model.errors,
          genreNames: model.genreNames,
          isDirty: model.isDirty,
          isSaving: model.isSaving,
          saveError: model.saveError,
          onName: model.nameEdited,
          onBio: model.bioEdited,
          onGenres: model.genresEdited,
          onLinkAdd: model.linkAddClicked,
          onLinkChange: (id, url) => {
            model.linkChanged({ id, url });
          },
          onLinkRemove: model.linkRemoveClicked,
          onLinkMove: (id, by) => {
            model.linkMoveClicked({ id, by });
          },
          onSubmit: model.submitted,
        }}
      />
    </Page>
  );
}
