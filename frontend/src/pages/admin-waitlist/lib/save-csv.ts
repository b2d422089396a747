/**
 * Hands the browser the export to download: a Blob URL on a temporary link, clicked, then freed
 * on the next task. (The artist dashboard's and the profile's CSVs do the same; shared/lib is at
 * steiger's module budget, so each page keeps its few lines.)
 */
export function saveCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
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
