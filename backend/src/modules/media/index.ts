export {
  ANONYMOUS_USER,
  checkMediaSignature,
  type MediaGrant,
  signedUrlTtlSeconds,
  signMediaUrl,
} from './domain/signed-media-url.js';
export { MediaModule } from './media.module.js';
