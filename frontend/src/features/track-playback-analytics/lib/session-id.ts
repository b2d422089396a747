/** Fills a byte array with random values (crypto.getRandomValues, which works without https). */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** Spec §3 `session_id`: "web-" and 32 random hex digits (the server accepts web-[A-Za-z0-9_-]{6,64}). */
export function createSessionId(randomBytes: RandomBytes = cryptoBytes): string {
  const hex = Array.from(randomBytes(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  );
  return `web-${hex.join('')}`;
}

/** One per page load: every event of this page session carries it. */
export const PAGE_SESSION_ID = createSessionId();
