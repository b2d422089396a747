export { clearStoredTokens, readAccessToken } from './token-storage';
