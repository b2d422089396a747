export {
  ANONYMOUS_USER,
  checkMediaSignature,
  type MediaGrant,
  type SignatureCheck,
  type SignedQuery,
  signedQuery,
  signedUrlTtlSeconds,
  signMediaUrl,
} from './domain/signed-media-url.js';
export { studioListener } from './domain/stream-audience.js';
export { MediaModule } from './media.module.js';
