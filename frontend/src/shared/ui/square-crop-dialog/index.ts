// A square crop chosen in the browser (release artwork; later the artist's photo): the dialog,
// the one geometry rule a model needs (a remembered crop kept inside its image), and the two
// browser steps around it (open a chosen image, draw the chosen square). The rest of the
// geometry serves the dialog only and stays inside this folder (rather than in shared/lib, which
// is at steiger's limit of modules).
export { SquareCropDialog } from './square-crop-dialog';
export type { SquareCropDialogProps } from './square-crop-dialog';
export { clampCrop } from './crop-geometry';
export type { ImageSize, SquareCrop } from './crop-geometry';
export { closeImage, openImage, renderSquareCrop } from './image-file';
export type { OpenedImage, SquareOutput } from './image-file';
