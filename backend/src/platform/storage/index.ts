export { contentTypeFor } from './content-type.js';
export { LocalDiskStorage } from './local-disk-storage.js';
export {
  type ByteRange,
  MediaStorage,
  type StoredFileInfo,
  type StoredFileReader,
} from './media-storage.js';
export { STORAGE_PATH_MAX_LENGTH, toStoragePath } from './storage-path.js';
export { StorageModule } from './storage.module.js';
