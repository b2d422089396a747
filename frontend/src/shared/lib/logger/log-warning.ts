/**
 * The one place app code writes to the console: failures the spec says are logged and swallowed
 * (a failed logout call, analytics), so they stay visible to developers without bothering users.
 */
export function logWarning(message: string, cause?: unknown): void {
  // eslint-disable-next-line no-console -- logging is this function's whole job
  console.warn(message, ...(cause === undefined ? [] : [cause]));
}
