import { useUnit } from 'effector-react';
import { generatePath } from 'react-router';
import { withArtistId } from '@/entities/release';
import { ROUTES } from '@/shared/config';
import {
  $deleteError,
  $isDeleteOpen,
  $isDeleting,
  deleteAsked,
  deleteCancelled,
  deleteConfirmed,
} from '../model/deletion';
import {
  $isPublishing,
  $isPublishOpen,
  $isUnpublishing,
  $isUnpublishOpen,
  $publishError,
  $publishMode,
  $publishTime,
  $unpublishError,
  publishAsked,
  publishCancelled,
  publishConfirmed,
  publishModeChosen,
  publishTimeChanged,
  unpublishAsked,
  unpublishCancelled,
  unpublishConfirmed,
} from '../model/publishing';
import { $artistId, $release } from '../model/release-editor';
import { PublishDialog } from './publish-dialog';
import { PublishPanel } from './publish-panel';
import { DeleteDraftDialog, UnpublishDialog } from './release-confirm-dialogs';

/** Where the release stands with the public: publish, schedule, unpublish or delete the draft. */
export function PublishSection() {
  const model = useUnit({
    release: $release,
    artistId: $artistId,
    isPublishOpen: $isPublishOpen,
    mode: $publishMode,
    time: $publishTime,
    publishError: $publishError,
    isPublishing: $isPublishing,
    isUnpublishOpen: $isUnpublishOpen,
    unpublishError: $unpublishError,
    isUnpublishing: $isUnpublishing,
    publishAsked,
    publishCancelled,
    publishConfirmed,
    publishModeChosen,
    publishTimeChanged,
    unpublishAsked,
    unpublishCancelled,
    unpublishConfirmed,
    isDeleteOpen: $isDeleteOpen,
    deleteError: $deleteError,
    isDeleting: $isDeleting,
    deleteAsked,
    deleteCancelled,
    deleteConfirmed,
  });
  const { release } = model;
  if (release === null) return null;
  return (
    <>
      <PublishPanel
        release={release}
        onPublish={model.publishAsked}
        onUnpublish={model.unpublishAsked}
        onDelete={model.deleteAsked}
        listenerPreviewPath={withArtistId(
          generatePath(ROUTES.artistStudioReleasePreview, { releaseId: release.id }),
          model.artistId,
        )}
      />
      <PublishDialog
        open={model.isPublishOpen}
        release={release}
        mode={model.mode}
        time={model.time}
        error={model.publishError}
        pending={model.isPublishing}
        onModeChange={model.publishModeChosen}
        onTimeChange={model.publishTimeChanged}
        onConfirm={model.publishConfirmed}
        onCancel={model.publishCancelled}
      />
      <UnpublishDialog
        open={model.isUnpublishOpen}
        title={release.title}
        pending={model.isUnpublishing}
        error={model.unpublishError}
        onConfirm={model.unpublishConfirmed}
        onCancel={model.unpublishCancelled}
      />
      <DeleteDraftDialog
        open={model.isDeleteOpen}
        title={release.title}
        pending={model.isDeleting}
        error={model.deleteError}
        onConfirm={model.deleteConfirmed}
        onCancel={model.deleteCancelled}
      />
    </>
  );
}
