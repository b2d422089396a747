// The lyrics service and the texts of the lyrics states (spec §4, §5, §8).

declare global {
  interface ImportMetaEnv {
    /** Base of an LRCLIB-compatible service; unset means our own (`/api/lyrics`). */
    readonly VITE_LYRICS_BASE_URL?: string;
  }
}

const DEFAULT_LYRICS_BASE_URL = '/api/lyrics';
/** Vite fills import.meta.env at build time; under Jest it does not exist. */
const env = import.meta.env as Partial<ImportMetaEnv> | undefined;

/**
 * Where `GET {base}/api/get` is asked (build-time `VITE_LYRICS_BASE_URL`). Our API answers the
 * LRCLIB protocol under `/api/lyrics`; `https://lrclib.net` works unchanged.
 */
export const LYRICS_BASE_URL = (
  env?.VITE_LYRICS_BASE_URL?.trim() || DEFAULT_LYRICS_BASE_URL
).replace(/\/+$/, '');

export const MISSING_ARTIST_OR_TITLE_MESSAGE = 'Missing artist or title';
export const NO_LYRICS_MESSAGE = 'No lyrics found.';
export const LYRICS_NOT_IN_RESPONSE_MESSAGE = 'Lyrics not found in response';

/** After the listener scrolls the lyrics, the panel stops following the song for this long. */
export const MANUAL_SCROLL_PAUSE_MS = 3000;
