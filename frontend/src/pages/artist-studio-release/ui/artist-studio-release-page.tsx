import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  RELEASE_TYPE_LABELS,
  STUDIO_REFUSAL_TEXTS,
  StudioMessage,
  studioReleasePath,
  withArtistId,
} from '@/entities/release';
import { useSession } from '@/entities/session';
import {
  $fileProblems,
  $uploads,
  filesChosen,
  uploadPaused,
  uploadResumed,
} from '@/features/studio-track-uploads';
import { ROUTES } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { BackIcon } from '@/shared/ui/icons';
import { LoadFailure } from '@/shared/ui/load-failure';
import { Page } from '@/shared/ui/page';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Panel } from '@/shared/ui/panel';
import { $createdReleaseId, filesDroppedOnNewRelease } from '../model/release-details';
import {
  $artistId,
  $loadError,
  $refusal,
  $release,
  $status,
  editorClosed,
  editorOpened,
  editorRetried,
} from '../model/release-editor';
import {
  $isRemoving,
  $removeError,
  $removingTrackId,
  $trackErrors,
  trackEdited,
  trackDraggedTo,
  trackMoved,
  trackRemovalAsked,
  trackRemovalCancelled,
  trackRemovalConfirmed,
  trackRetried,
} from '../model/track-edits';
import { ArtworkSection } from './artwork-section';
import { BuyersNoteSection } from './buyers-note-section';
import { DetailsSection } from './details-section';
import { PublishSection } from './publish-section';
import styles from './release-editor.module.css';
import { TrackListEditor } from './track-list-editor';

/** Query parameter with which an admin makes a release for another artist. */
const ARTIST_PARAM = 'artist_id';

/**
 * /artist/studio/releases/new and /artist/studio/releases/{id}: a release's details, artwork
 * and tracks (uploads with live progress, processing as it runs), and publishing.
 */
export function ArtistStudioReleasePage() {
  const { role } = useSession();
  const { releaseId = null } = useParams();
  const [params] = useSearchParams();
  const artistId = params.get(ARTIST_PARAM);
  const navigate = useNavigate();
  const { opened, closed, status, release, createdReleaseId } = useUnit({
    opened: editorOpened,
    closed: editorClosed,
    status: $status,
    release: $release,
    createdReleaseId: $createdReleaseId,
  });

  useEffect(() => {
    opened({ releaseId, role, artistId });
    return () => {
      closed();
    };
  }, [opened, closed, releaseId, role, artistId]);
  // A release made here has its own address from now on (history keeps no empty form).
  useEffect(() => {
    if (createdReleaseId !== null && createdReleaseId !== releaseId) {
      void navigate(studioReleasePath(createdReleaseId), { replace: true });
    }
  }, [createdReleaseId, releaseId, navigate]);

  const title =
    status === 'new'
      ? 'New release'
      : (release?.title ?? (status === 'loading' ? 'Release' : 'Studio'));
  return (
    <Page
      title={title}
      lead={
        release === null
          ? status === 'new'
            ? 'Give it a title and drop your tracks in. Nothing is public until you publish it.'
            : undefined
          : `${RELEASE_TYPE_LABELS[release.release_type]} by ${release.artist_name}`
      }
    >
      <Link to={ROUTES.artistStudio} className={styles.back}>
        <BackIcon size={16} /> Studio
      </Link>
      <EditorContent />
    </Page>
  );
}

/** The editor in each state: refused, missing, loading, failed, or the release (new or not). */
function EditorContent() {
  const { status, refusal, loadError, retry } = useUnit({
    status: $status,
    refusal: $refusal,
    loadError: $loadError,
    retry: editorRetried,
  });
  switch (status) {
    case 'refused': {
      const { title, text } = STUDIO_REFUSAL_TEXTS[refusal ?? 'not_an_artist'];
      return (
        <StudioMessage
          title={title}
          actions={
            <Button asChild variant="secondary">
              <Link to={ROUTES.artistStudio}>Back to the studio</Link>
            </Button>
          }
        >
          {text}
        </StudioMessage>
      );
    }
    case 'not_found':
      return (
        <StudioMessage
          title="This release does not exist"
          actions={
            <Button asChild variant="secondary">
              <Link to={ROUTES.artistStudio}>Back to the studio</Link>
            </Button>
          }
        >
          It may have been deleted, or the address is not quite right.
        </StudioMessage>
      );
    case 'loading':
      return <PageSpinner label="Loading the release…" />;
    case 'failed':
      return (
        <LoadFailure title="The release could not be loaded" onRetry={retry}>
          {loadError}
        </LoadFailure>
      );
    case 'new':
    case 'ready':
      return <Editor />;
  }
}

function Editor() {
  const model = useUnit({
    release: $release,
    artistId: $artistId,
    uploads: $uploads,
    fileProblems: $fileProblems,
    trackErrors: $trackErrors,
    removingTrackId: $removingTrackId,
    isRemoving: $isRemoving,
    removeError: $removeError,
    filesChosen,
    filesDroppedOnNewRelease,
    trackEdited,
    trackMoved,
    trackDraggedTo,
    trackRetried,
    trackRemovalAsked,
    trackRemovalConfirmed,
    trackRemovalCancelled,
    uploadPaused,
    uploadResumed,
  });
  const { release } = model;
  const onFiles = (files: File[]) => {
    if (release === null) model.filesDroppedOnNewRelease(files);
    else model.filesChosen({ release, files });
  };
  return (
    <div className={styles.editor}>
      <div className={styles.main}>
        <Panel title="Tracks">
          <TrackListEditor
            tracks={release?.tracks ?? []}
            uploads={model.uploads}
            canEditTracks={release === null || release.actions.edit_tracks}
            buyers={release?.buyers ?? 0}
            fileProblems={model.fileProblems}
            trackErrors={model.trackErrors}
            removingTrackId={model.removingTrackId}
            isRemoving={model.isRemoving}
            removeError={model.removeError}
            onFiles={onFiles}
            onEdit={(trackId, changes) => {
              model.trackEdited({ trackId, changes });
            }}
            onDrop={(trackId, position) => {
              model.trackDraggedTo({ trackId, position });
            }}
            onMove={(trackId, direction) => {
              model.trackMoved({ trackId, direction });
            }}
            onRetry={model.trackRetried}
            onRemove={model.trackRemovalAsked}
            onRemoveConfirmed={model.trackRemovalConfirmed}
            onRemoveCancelled={model.trackRemovalCancelled}
            onPause={model.uploadPaused}
            onResume={model.uploadResumed}
          />
        </Panel>
        <BuyersNoteSection />
        <Panel title="Details">
          <DetailsSection />
        </Panel>
      </div>
      <div className={styles.aside}>
        <Panel title="Publishing">
          {release === null ? (
            <p className={styles.muted}>
              Create the release first; what it still needs before it can go public shows here.
            </p>
          ) : (
            <PublishSection />
          )}
        </Panel>
        <Panel title="Artwork">
          <ArtworkSection />
        </Panel>
        {release === null || model.artistId === null ? null : (
          <Link to={withArtistId(ROUTES.artistStudio, model.artistId)}>
            Back to this artist’s studio
          </Link>
        )}
      </div>
    </div>
  );
}
