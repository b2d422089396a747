// Images people upload (photos, covers): read from multipart, checked by their bytes, re-encoded
// without metadata and stored under random names. Modules word the refusals and name the folder.
export { type ImageType, imageTypeOf } from './image-type.js';
export { type ImageUploadRules, readImageUpload } from './image-upload.js';
export { PublicImageFolder } from './public-image-folder.js';
export { PHOTO_MAX_BYTES, PHOTO_SIDE, type PhotoRefusals, toPhotoWebp } from './square-photo.js';
