/** The module's routes under the global `/api` prefix. */
export const MOBILE_APP_BASE_PATH = 'public/mobile-app';
export const STORE_LINKS_PATH = 'store-links';
