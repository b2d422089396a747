// A square crop chosen in the browser (release artwork; later the artist's photo): the dialog,
// the crop's geometry as pure rules (for models that check a crop), and the two browser steps
// around it (open a chosen image, draw the chosen square). The geometry lives here rather than
// in shared/lib, which is at steiger's limit of modules.
export { SquareCropDialog } from './square-crop-dialog';
export type { SquareCropDialogProps } from './square-crop-dialog';
export {
  centredCrop,
  clampCrop,
  cropAfterKey,
  cropSizeRange,
  cropTravel,
  describeCrop,
  dragCrop,
  fitsMinimum,
  mainAxis,
  moveCrop,
  outputSide,
  pinchCrop,
  shorterSide,
  zoomCrop,
  zoomCropBy,
} from './crop-geometry';
export type { ImageSize, SquareCrop } from './crop-geometry';
export { closeImage, openImage, renderSquareCrop } from './image-file';
export type { OpenedImage, SquareOutput } from './image-file';
