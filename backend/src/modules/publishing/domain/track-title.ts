/** The tracks.title column's length. */
export const TRACK_TITLE_MAX_LENGTH = 300;

/**
 * A new track's first title, from its file's name until the artist (or the file's tags) says
 * better: "01_Headlights (master).wav" → "01 Headlights (master)"; "Untitled" when nothing is left.
 */
export function titleFromFileName(fileName: string): string {
  const title = fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replaceAll('_', ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, TRACK_TITLE_MAX_LENGTH)
    .trim();
  return title === '' ? 'Untitled' : title;
}
