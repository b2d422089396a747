export {
  API_BASE_URL,
  APP_NAME,
  APP_STORE_REDIRECT_DELAY_MS,
  APP_STORE_URL,
  MOBILE_MEDIA_QUERY,
  SESSION_RECHECK_INTERVAL_MS,
  SUPPORT_EMAIL,
  TOAST_DURATION_MS,
} from './app';
export { albumPath, artistPath, catalogueIdentifier, ROUTES } from './routes';
export type { CatalogueRef, RoutePath } from './routes';
export { APP_BANNER_DISMISSED_KEY, STORAGE_KEYS } from './storage-keys';
