/** A file made in the page (the purchases CSV). */
export interface TextFile {
  name: string;
  text: string;
  /** MIME type, e.g. 'text/csv;charset=utf-8'. */
  type: string;
}

/**
 * Hands the browser a file made here to download: a Blob URL on a temporary link, clicked, then
 * freed. The URL is revoked on the next task, after the click has started the download.
 */
export function saveTextFile({ name, text, type }: TextFile): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
