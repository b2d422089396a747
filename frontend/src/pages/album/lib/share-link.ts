export interface SharedLink {
  title: string;
  url: string;
}

/** `shared` through the system share sheet, `copied` to the clipboard, or `cancelled` by the user. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * The Web Share API where the browser has it, else the address copied to the clipboard (spec §8:
 * "Link copied to clipboard!"). A share sheet that fails for another reason also falls back.
 */
export async function shareLink(link: SharedLink): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(link);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  await navigator.clipboard.writeText(link.url);
  return 'copied';
}
