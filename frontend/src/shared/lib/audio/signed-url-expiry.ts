/** A signed address must stay valid at least this long to be worth starting a track with. */
export const MIN_URL_VALIDITY_SECONDS = 60;

/**
 * Whether `url` can still be played: the server's signed media addresses carry their expiry as
 * `exp` (unix seconds, backend `signed-media-url.ts`); an address without one never expires.
 * An address resolved long ago (an earlier track played again) would fail to load, so the player
 * waits for the fresh one the URL resolver fetches on every start instead.
 */
export function isAudioUrlUsable(url: string | null | undefined, nowMs: number): url is string {
  if (url === null || url === undefined || url === '') return false;
  const query = url.split('?')[1];
  const exp = query === undefined ? null : new URLSearchParams(query.split('#')[0]).get('exp');
  if (exp === null || !/^\d+$/.test(exp)) return true;
  return Number(exp) - nowMs / 1000 >= MIN_URL_VALIDITY_SECONDS;
}
