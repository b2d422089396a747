import { useUnit } from 'effector-react';
import {
  $artworkCrop,
  $artworkCropError,
  $artworkError,
  $artworkProgress,
  $isCroppingArtwork,
  $isOpeningArtwork,
  $isUploadingArtwork,
  artworkChosen,
  artworkCropCancelled,
  artworkCropConfirmed,
} from '../model/artwork';
import { $release } from '../model/release-editor';
import { ArtworkField } from './artwork-field';

/** The release's artwork: chosen, cropped square and uploaded through model/artwork.ts. */
export function ArtworkSection() {
  const model = useUnit({
    release: $release,
    isUploading: $isUploadingArtwork,
    progress: $artworkProgress,
    error: $artworkError,
    chosen: artworkChosen,
    crop: $artworkCrop,
    isOpening: $isOpeningArtwork,
    isCropping: $isCroppingArtwork,
    cropError: $artworkCropError,
    cropConfirmed: artworkCropConfirmed,
    cropCancelled: artworkCropCancelled,
  });
  return (
    <ArtworkField
      url={model.release?.artwork_url ?? null}
      isUploading={model.isUploading}
      progress={model.progress}
      error={model.error}
      disabledReason={
        model.release === null ? 'Create the release first, then add its artwork.' : null
      }
      onFile={model.chosen}
      crop={model.crop}
      isOpening={model.isOpening}
      isCropping={model.isCropping}
      cropError={model.cropError}
      onCropConfirmed={model.cropConfirmed}
      onCropCancelled={model.cropCancelled}
    />
  );
}
