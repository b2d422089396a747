/** Where the mobile app is listed; null for a store the deployment has no listing in. */
export interface StoreLinks {
  appStoreUrl: string | null;
  playStoreUrl: string | null;
}

/** The settings the links come from (the validated environment). */
export interface StoreSettings {
  APP_STORE_URL?: string | undefined;
  PLAY_STORE_URL?: string | undefined;
}

/**
 * The store listings a client may send people to. An unset variable is no listing: the web app
 * then neither redirects nor links there (issue 15: never a placeholder app id).
 */
export function storeLinksOf(settings: StoreSettings): StoreLinks {
  return {
    appStoreUrl: settings.APP_STORE_URL ?? null,
    playStoreUrl: settings.PLAY_STORE_URL ?? null,
  };
}
