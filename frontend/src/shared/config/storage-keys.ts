/** localStorage keys fixed by the spec (section 7); shared/api reads the access token too. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  tokenExpiry: 'token_expiry',
} as const;

/** sessionStorage key: the app banner stays hidden for the rest of the browser session. */
export const APP_BANNER_DISMISSED_KEY = 'encore.app-banner-dismissed';
