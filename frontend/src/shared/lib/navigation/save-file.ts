/**
 * Hands the browser a file to download (a CSV export, a file made in the page): a Blob URL on a
 * temporary link, clicked, then freed. The URL is revoked on the next task, after the click has
 * started the download.
 */
export function saveFile(blob: Blob, name: string): void {
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
