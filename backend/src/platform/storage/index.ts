export { contentTypeFor } from './content-type.js';
export { type CopyResult, copyIntoStorage } from './copy-into-storage.js';
export {
  createMediaStorage,
  directOriginOf,
  type StorageSettings,
} from './create-media-storage.js';
export { LocalDiskStorage } from './local-disk-storage.js';
export {
  type ByteRange,
  MediaStorage,
  type StoredFileInfo,
  type StoredFileReader,
} from './media-storage.js';
export { S3Storage, type S3StorageOptions } from './s3-storage.js';
export { STORAGE_PATH_MAX_LENGTH, toStoragePath } from './storage-path.js';
export { StorageModule } from './storage.module.js';
