/**
 * Hands the browser a file to download: a Blob URL on a temporary link, clicked, then freed. The
 * URL is revoked on the next task, after the click has started the download. (The profile
 * dashboard's purchases CSV does the same with a file it makes from text; shared/lib is at
 * steiger's module budget, so each page keeps its few lines.)
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
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
