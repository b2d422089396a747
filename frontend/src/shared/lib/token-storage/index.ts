export {
  clearStoredTokens,
  isStorageWritable,
  readAccessToken,
  readRefreshToken,
  storeSessionTokens,
} from './token-storage';
export type { SessionTokens } from './token-storage';
